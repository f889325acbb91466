import { useRef } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { readAnswer, Refusal } from '../../src/forms/answer.js';
import { useConsentPending } from '../../src/forms/captcha.js';
import { parsed } from '../../src/forms/contact.js';
import { postNatively, registerSocialProof, rememberLead } from '../../src/forms/effects.js';
import { cleanRedirect, formBody, type FormField, type Problem, type Value } from '../../src/forms/fields.js';
import { OneStepForm, useOneStepLead } from '../../src/forms/lead-form.js';
import { useSubmit, type Sent } from '../../src/forms/submit.js';
import { ApiError, listSubscribeAddress, site } from '../../src/http/index.js';
import { navigableUrl } from '../../src/util/url.js';
import type { MailingFormConfig } from './config.js';
import { nameOf } from '../../src/util/name.js';

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
  const host = useHost();
  const form = useOneStepLead(config.fields, 'weft-mailing-form', config.recaptchaSiteKey);
  const { fields, values, captcha } = form;
  // Without the visitor's consent a captcha (a third party) may not load: the form waits for it (§2).
  const waiting = useConsentPending() && config.recaptchaSiteKey.trim() !== '';
  const origin = useRef(originUid()).current;
  const fieldsToSend = origin ? { ...values, origin_uid: origin } : values;

  const check = (): Problem[] => {
    const problems = form.problems();
    const email = tagOf(fields, EMAIL);
    const confirm = tagOf(fields, EMAIL_CONFIRM);
    if (email && confirm && String(values[email]).trim().toLowerCase() !== String(values[confirm]).trim().toLowerCase()) {
      if (!problems.some((p) => p.tag === confirm)) problems.push({ tag: confirm, key: 'ct-emails-dont-match' });
    }
    return problems;
  };

  const send = async (): Promise<Sent> => {
    const address = subscribeAddress(config);
    if (!address) {
      console.error(`${nameOf(host)} has no list: set listUid or url_subscribe`);
      throw new ApiError({ kind: 'envelope', message: '' });
    }
    const id = host.id || listOf(config);
    const text = await site
      .post('/cheetah/mailingboss_form_submit', {
        searchParams: { id },
        body: formBody(fieldsToSend, { id, 'g-recaptcha-response': captcha?.response() ?? '' }),
      })
      .text();
    // Only a yes lets the page leave for the list: an answer that says nothing is no subscription.
    const verdict = readAnswer(parsed(text), false);
    if (!verdict.ok) throw new Refusal(verdict);
    rememberLead(values, { clear: config.form.clearLeadOnSubmit });
    registerSocialProof(config, values);
    const redirect = cleanRedirect(config.redirect);
    postNatively(host.shadowRoot!, address, fieldsToSend, redirect ? { redir: redirect.href } : {});
    return 'leaving';
  };

  const submitting = useSubmit({
    name: 'subscription',
    check,
    send,
    setErrors: form.setErrors,
    onFailed: form.resetCaptcha,
  });
  if (waiting) return null;

  return (
    <OneStepForm config={config} device={device} form={form} submitting={submitting} filter={digitsOnly}>
      {origin && <input type="hidden" name="origin_uid" value={origin} />}
    </OneStepForm>
  );
}
