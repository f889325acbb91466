import type { ElementProps } from '../../src/define.js';
import { captchaProblem, useCaptcha } from '../../src/forms/captcha.js';
import { deliveryProblems } from '../../src/forms/contact.js';
import { checkFields, inOwnWords } from '../../src/forms/fields.js';
import { OneStepForm, useFields, useLeadForm } from '../../src/forms/lead-form.js';
import { useSubmit } from '../../src/forms/submit.js';
import { useDelivery } from '../../src/forms/use-delivery.js';
import type { ContactFormConfig } from './config.js';

export function ContactForm({ config, device }: ElementProps<ContactFormConfig>) {
  const fields = useFields(config.fields, 'weft-contact-form');
  const { values, setValue, errors, setErrors, reset } = useLeadForm(fields);
  const { slot, captcha } = useCaptcha(config.recaptchaSiteKey);
  const { id, send } = useDelivery(config, captcha);
  const { busy, failure, submit } = useSubmit({
    name: 'contact form',
    check: () => {
      const captchaIssue = captchaProblem(captcha);
      return [
        ...inOwnWords(checkFields(fields, values), config.isRequiredMessage),
        ...deliveryProblems(config),
        ...(captchaIssue ? [captchaIssue] : []),
      ];
    },
    send: () => send(values),
    setErrors,
    onSent: () => {
      reset();
      captcha?.reset();
    },
    onFailed: () => captcha?.reset(),
  });

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
