import { useState, type FormEvent } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { useCaptcha } from '../../src/forms/captcha.js';
import { goTo, registerSocialProof, rememberLead, serverWords, showSuccess } from '../../src/forms/effects.js';
import { checkFields, cleanRedirect, type FormField, type Values } from '../../src/forms/fields.js';
import { OneStepForm, reportProblems, useFields, useLeadForm } from '../../src/forms/lead-form.js';
import { ApiError, site } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { openModal } from '../../src/modals/index.js';
import type { CampaignFormConfig } from './config.js';

type Translate = ReturnType<typeof useT>;

/** The message the platform sends when the e-mail is in the campaign already. */
export const ALREADY_ADDED = 'Contact already added';

/** The body of POST /cheetah/get_response_form_submit (elements-lead-capture.md §7). */
export function campaignBody(fields: readonly FormField[], values: Values, config: CampaignFormConfig) {
  const byTag = (name: string) => {
    const field = fields.find((f) => f.tag.toLowerCase() === name);
    const value = field ? values[field.tag] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  const customFieldValues = fields
    .filter((f) => !['email', 'name'].includes(f.tag.toLowerCase()))
    .map((f) => {
      const value = values[f.tag];
      const list = (Array.isArray(value) ? value : [value ?? '']).map((v) => v.trim()).filter(Boolean);
      return { customFieldId: f.tag, value: list };
    })
    .filter((entry) => entry.value.length > 0);
  return {
    email: byTag('email'),
    dayOfCycle: config.dayOfCycle,
    name: byTag('name'),
    campaign: { campaignId: campaignOf(config) },
    customFieldValues,
  };
}

function campaignOf(config: CampaignFormConfig): string {
  return String(config.campaignId || config.listUid || '').trim();
}

/** The §8 catalogue: what the visitor reads when the platform refuses the contact. */
export function refusal(answerText: string, t: Translate): string[] | null {
  let answer: { success?: unknown; message?: unknown; context?: unknown };
  try {
    answer = JSON.parse(answerText) as typeof answer;
  } catch {
    return [t('ct-invalid-fields')];
  }
  if (typeof answer !== 'object' || answer === null) return [t('ct-invalid-fields')];
  if (answer.success === true || answer.success === 'true') return null;
  if (answer.message === ALREADY_ADDED) return [t('ct-contact-already-added')];
  const details = Array.isArray(answer.context)
    ? answer.context
        .map((c) => (typeof c === 'object' && c !== null ? (c as { errorDescription?: unknown }).errorDescription : null))
        .filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    : [];
  return [t('ct-invalid-fields'), ...details];
}

export function CampaignForm({ config, device }: ElementProps<CampaignFormConfig>) {
  const t = useT();
  const host = useHost();
  const fields = useFields(config.fields, 'weft-campaign-form', { campaign: true });
  const { values, setValue, errors, setErrors, reset } = useLeadForm(fields);
  const { slot, captcha } = useCaptcha(config.recaptchaSiteKey);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure([]);
    const problems = checkFields(fields, values, { captchaMissing: captcha !== null && !captcha.response() });
    if (reportProblems(problems, t, setErrors)) return;
    const token = config.token.trim();
    const campaignId = campaignOf(config);
    if (!token || !campaignId) {
      console.error('<weft-campaign-form> needs a token and a campaignId to add contacts');
      setFailure([t('ct-error')]);
      return;
    }
    setBusy(true);
    // The page shows it is working while the platform answers (elements-lead-capture.md §4).
    const loading = openModal({ kind: 'loading', message: t('ct-loading') });
    const sent = { ...values };
    try {
      let text: string;
      try {
        text = await site
          .post('/cheetah/get_response_form_submit', {
            searchParams: { token, id: host.id || campaignId },
            json: campaignBody(fields, sent, config),
          })
          .text();
      } catch (error) {
        // A refusal sent with an error status is read like one sent with 200 (§8).
        if (!(error instanceof ApiError) || error.kind !== 'http' || error.body === undefined) throw error;
        text = JSON.stringify(error.body);
      }
      const refused = refusal(text, t);
      if (refused) {
        setFailure(refused);
        captcha?.reset();
        return;
      }
      await site.get(`/get-response/campaign/${encodeURIComponent(token)}/${encodeURIComponent(campaignId)}`).text();
      rememberLead(sent);
      registerSocialProof(config, sent);
      const redirect = config.action === 'redirect' ? cleanRedirect(config.redirectUrl || config.redirect) : null;
      if (redirect) goTo(redirect, config.tab === 'new');
      else {
        reset();
        captcha?.reset();
        showSuccess(config.successMessage.trim() || t('ct-contact-added'));
      }
    } catch (error) {
      console.error('Weft: the contact could not be added to the campaign', error);
      setFailure([serverWords(error) ?? t('ct-error')]);
      captcha?.reset();
    } finally {
      loading.close();
      setBusy(false);
    }
  };

  return (
    <OneStepForm
      config={config}
      busy={busy}
      onSubmit={submit}
      failure={failure}
      captcha={slot}
      fields={fields}
      values={values}
      errors={errors}
      setValue={setValue}
      device={device}
    />
  );
}
