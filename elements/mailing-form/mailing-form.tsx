import { useRef, useState, type FormEvent } from 'react';
import { consent } from '../../src/consent/state.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useCaptcha } from '../../src/forms/captcha.js';
import { postNatively, registerSocialProof, rememberLead, serverWords } from '../../src/forms/effects.js';
import { checkFields, cleanRedirect, formBody, type FormField, type Value } from '../../src/forms/fields.js';
import { isOn, OneStepForm, reportProblems, useFields, useLeadForm } from '../../src/forms/lead-form.js';
import { listSubscribeAddress, site } from '../../src/http/index.js';
import { useT } from '../../src/i18n/index.js';
import { siteData } from '../../src/site/data.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import { navigableUrl } from '../../src/util/url.js';
import type { MailingFormConfig } from './config.js';

const EMAIL = 'email';
const EMAIL_CONFIRM = 'email_confirm';
const PHONE = 'phone';

/** The referrer's subscriber id from the query (origin_uid), sent with the subscription. */
function originUid(): string {
  return new URLSearchParams(location.search).get('origin_uid')?.trim() ?? '';
}

/** The list's id as text, whether the builder sent it as text or as a number. */
function listOf(config: MailingFormConfig): string {
  return String(config.listUid || config.dataList.uid || '').trim();
}

/** The subscribe address: the list's own (http turned into https), else the platform's address of the list. */
export function subscribeAddress(config: MailingFormConfig): URL | null {
  const own = (config.url_subscribe || config.dataList.url_subscribe).trim();
  if (own) return navigableUrl(own.replace(/^http:\/\//i, 'https://'));
  const list = listOf(config);
  return list ? navigableUrl(listSubscribeAddress(list)) : null;
}

function tagOf(fields: readonly FormField[], name: string): string | undefined {
  return fields.find((f) => f.tag.toLowerCase() === name)?.tag;
}

/** The phone field keeps only digits (elements-lead-capture.md §5). */
function digitsOnly(field: FormField, value: Value): Value {
  return field.tag.toLowerCase() === PHONE && typeof value === 'string' ? value.replace(/\D+/g, '') : value;
}

export function MailingForm({ config, device }: ElementProps<MailingFormConfig>) {
  const t = useT();
  const host = useHost();
  const fields = useFields(config.fields, 'weft-mailing-form');
  const { values, setValue, errors, setErrors } = useLeadForm(fields);
  const chosen = useSignalValue(consent).chosen;
  // Without the visitor's consent a captcha (a third party) may not load: the form waits for it.
  const waiting = isOn(siteData()?.gdpr?.active) && config.recaptchaSiteKey.trim() !== '' && !chosen;
  const { slot, captcha } = useCaptcha(waiting ? '' : config.recaptchaSiteKey);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const origin = useRef(originUid()).current;
  if (waiting) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const problems = checkFields(fields, values, { captchaMissing: captcha !== null && !captcha.response() });
    const email = tagOf(fields, EMAIL);
    const confirm = tagOf(fields, EMAIL_CONFIRM);
    if (email && confirm && String(values[email]).trim().toLowerCase() !== String(values[confirm]).trim().toLowerCase()) {
      if (!problems.some((p) => p.tag === confirm)) problems.push({ tag: confirm, key: 'ct-emails-dont-match' });
    }
    if (reportProblems(problems, t, setErrors)) return;
    const address = subscribeAddress(config);
    if (!address) {
      console.error('<weft-mailing-form> has no list: set listUid or url_subscribe');
      setFailure(t('ct-error'));
      return;
    }
    const fieldsToSend = origin ? { ...values, origin_uid: origin } : values;
    const recaptcha = captcha?.response() ?? '';
    const id = host.id || listOf(config);
    setBusy(true);
    let leaving = false;
    try {
      const answer = await site
        .post('/cheetah/mailingboss_form_submit', {
          searchParams: { id },
          body: formBody(fieldsToSend, { id, 'g-recaptcha-response': recaptcha }),
        })
        .json<{ success?: unknown; msg?: unknown }>();
      if (answer?.success !== true && answer?.success !== 'true') {
        setFailure(typeof answer?.msg === 'string' && answer.msg ? answer.msg : t('ct-error'));
        captcha?.reset();
        return;
      }
      rememberLead(values, { clear: config.form.clearLeadOnSubmit });
      registerSocialProof(config, values);
      const redirect = cleanRedirect(config.redirect);
      postNatively(host.shadowRoot!, address, fieldsToSend, redirect ? { redir: redirect.href } : {});
      // The page is leaving for the list: the button stays busy so it cannot post twice.
      leaving = true;
    } catch (error) {
      console.error('Weft: the subscription could not be sent', error);
      setFailure(serverWords(error) ?? t('ct-error'));
      captcha?.reset();
    } finally {
      if (!leaving) setBusy(false);
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
      filter={digitsOnly}
    >
      {origin && <input type="hidden" name="origin_uid" value={origin} />}
    </OneStepForm>
  );
}
