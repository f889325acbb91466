import { useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { useCaptcha } from '../../src/forms/captcha.js';
import { deliver, deliveryProblems, randomFormId } from '../../src/forms/contact.js';
import { registerSocialProof, rememberLead, serverWords, showSuccess } from '../../src/forms/effects.js';
import { checkFields, inOwnWords } from '../../src/forms/fields.js';
import {
  ButtonRow,
  FormButton,
  LeadFields,
  lookVars,
  reportProblems,
  useFields,
  useLeadForm,
} from '../../src/forms/lead-form.js';
import { useT } from '../../src/i18n/index.js';
import { Alert } from '../../src/ui/field.js';
import type { ContactFormConfig } from './config.js';

export function ContactForm({ config, device }: ElementProps<ContactFormConfig>) {
  const t = useT();
  const host = useHost();
  const fields = useFields(config.fields, 'weft-contact-form');
  const { values, setValue, errors, setErrors, reset } = useLeadForm(fields);
  const { slot, captcha } = useCaptcha(config.recaptchaSiteKey);
  const id = useRef(randomFormId()).current;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const captchaMissing = captcha !== null && !captcha.response();
    const problems = [
      ...inOwnWords(checkFields(fields, values), config.isRequiredMessage),
      ...deliveryProblems(config, captchaMissing),
    ];
    if (reportProblems(problems, t, setErrors)) return;
    setBusy(true);
    try {
      const sent = { ...values };
      const outcome = await deliver({
        config,
        values: sent,
        id,
        captcha: captcha?.response() ?? '',
        root: host.shadowRoot!,
        readAnswer: true,
        delivered: () => {
          rememberLead(sent);
          registerSocialProof(config, sent);
          showSuccess(config.successMessage.trim() || t('ct-contact-added'));
        },
      });
      if (outcome === 'stays') {
        reset();
        captcha?.reset();
      }
    } catch (error) {
      console.error('Weft: the form could not be sent', error);
      setFailure(serverWords(error) ?? t('ct-error'));
      captcha?.reset();
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <ButtonRow look={config.button} inline={config.horizontal}>
      <FormButton look={config.button} label={config.button.text || t('ct-submit')} busy={busy} fill={config.horizontal} />
    </ButtonRow>
  );
  return (
    <form
      className="lead-form"
      part="form"
      data-form-id={id}
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      style={lookVars(config) as CSSProperties}
    >
      {failure && <Alert kind="danger">{failure}</Alert>}
      <LeadFields
        fields={fields}
        values={values}
        errors={errors}
        setValue={setValue}
        config={config}
        device={device}
        button={
          config.horizontal ? (
            button
          ) : (
            <>
              {slot}
              {button}
            </>
          )
        }
      />
      {config.horizontal && slot}
    </form>
  );
}
