import { useState } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { readAnswer, Refusal } from '../../src/forms/answer.js';
import { parsed } from '../../src/forms/contact.js';
import { goTo, openTab, registerSocialProof, rememberLead, showSuccess } from '../../src/forms/effects.js';
import { cleanRedirect, type FormField, type Values } from '../../src/forms/fields.js';
import { OneStepForm, useOneStepLead } from '../../src/forms/lead-form.js';
import { useSubmit, type Sent } from '../../src/forms/submit.js';
import { ApiError, site } from '../../src/http/index.js';
import { Alert } from '../../src/ui/field.js';
import { useT, type Translate } from '../../src/i18n/index.js';
import type { CampaignFormConfig } from './config.js';
import { nameOf } from '../../src/util/name.js';

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

/**
 * The §8 catalogue: the answer's verdict (answer.ts: `success` in any spelling, or `status`), and
 * what the visitor reads when the platform refuses the contact; null when it was taken.
 */
export function refusal(answerText: string, t: Translate): Refusal | null {
  const answer = parsed(answerText);
  const verdict = readAnswer(answer, false);
  if (verdict.ok) return null;
  if (typeof answer !== 'object' || answer === null) return new Refusal(verdict, [t('ct-invalid-fields')]);
  if (verdict.message === ALREADY_ADDED) return new Refusal(verdict, [t('ct-contact-already-added')]);
  return new Refusal(verdict, [t('ct-invalid-fields'), ...verdict.details]);
}

export function CampaignForm({ config, device }: ElementProps<CampaignFormConfig>) {
  const t = useT();
  const host = useHost();
  const form = useOneStepLead(config.fields, 'weft-campaign-form', config.recaptchaSiteKey, { campaign: true });
  const { fields, values } = form;
  // The new tab the browser refused: the visitor opens the page from here.
  const [blocked, setBlocked] = useState<URL | null>(null);

  const send = async (): Promise<Sent> => {
    const token = config.token.trim();
    const campaignId = campaignOf(config);
    if (!token || !campaignId) {
      console.error(`${nameOf(host)} needs a token and a campaignId to add contacts`);
      throw new Refusal({ ok: false, message: '', details: [], errors: {} }, [t('ct-error')]);
    }
    setBlocked(null);
    const redirect = config.action === 'redirect' ? cleanRedirect(config.redirectUrl || config.redirect) : null;
    const newTab = redirect !== null && config.tab === 'new';
    // Still in the visitor's click (no await before it): opened after the answers, it is blocked.
    const tab = newTab ? openTab() : null;
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
      if (refused) throw refused;
      await site.get(`/get-response/campaign/${encodeURIComponent(token)}/${encodeURIComponent(campaignId)}`).text();
    } catch (error) {
      tab?.close();
      throw error;
    }
    rememberLead(sent);
    registerSocialProof(config, sent);
    if (newTab) {
      // A new tab leaves this page as it is: the form starts afresh.
      if (tab) tab.location.href = redirect.href;
      else setBlocked(redirect);
      return 'stays';
    }
    if (redirect) {
      goTo(redirect);
      return 'leaving';
    }
    showSuccess(config.successMessage.trim() || t('ct-contact-added'));
    return 'stays';
  };

  const submitting = useSubmit({
    name: 'campaign contact',
    check: () => form.problems(),
    send,
    setErrors: form.setErrors,
    // The page shows it is working while the platform answers (elements-lead-capture.md §4).
    pageLoading: true,
    onSent: form.clear,
    onFailed: form.resetCaptcha,
  });

  return (
    <OneStepForm config={config} device={device} form={form} submitting={submitting}>
      {blocked && (
        // The contact was added: the visitor opens the page the browser refused to open (in words
        // the dictionaries have: a new message would grow core, where the English one lives).
        <Alert kind="success">
          {t('ct-contact-added')}.{' '}
          <a href={blocked.href} target="_blank" rel="noopener">
            {t('ct-image-link')} {t('ct-opens-new-tab')}
          </a>
        </Alert>
      )}
    </OneStepForm>
  );
}
