import type { FormEvent } from 'react';
import type { ElementProps } from '../../src/define.js';
import { useCaptcha } from '../../src/forms/captcha.js';
import { deliveryProblems } from '../../src/forms/contact.js';
import { checkFields, inOwnWords } from '../../src/forms/fields.js';
import { OneStepForm, reportProblems, useFields, useLeadForm } from '../../src/forms/lead-form.js';
import { useDelivery } from '../../src/forms/use-delivery.js';
import { useT } from '../../src/i18n/index.js';
import type { ContactFormConfig } from './config.js';

export function ContactForm({ config, device }: ElementProps<ContactFormConfig>) {
  const t = useT();
  const fields = useFields(config.fields, 'weft-contact-form');
  const { values, setValue, errors, setErrors, reset } = useLeadForm(fields);
  const { slot, captcha } = useCaptcha(config.recaptchaSiteKey);
  const { id, busy, failure, setFailure, send } = useDelivery({ config, captcha, readAnswer: true, onSent: reset });

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
    await send(values);
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
      formId={id}
    />
  );
}
