import type { ElementProps } from '../../src/define.js';
import { deliveryProblems } from '../../src/forms/contact.js';
import { checkFields, inOwnWords } from '../../src/forms/fields.js';
import { OneStepForm, useOneStepLead } from '../../src/forms/lead-form.js';
import { useSubmit } from '../../src/forms/submit.js';
import { useDelivery } from '../../src/forms/use-delivery.js';
import type { ContactFormConfig } from './config.js';

export function ContactForm({ config, device }: ElementProps<ContactFormConfig>) {
  const form = useOneStepLead(config.fields, 'weft-contact-form', config.recaptchaSiteKey);
  const { id, send } = useDelivery(config, form.captcha);
  const submitting = useSubmit({
    name: 'contact form',
    check: () =>
      form.problems([
        ...inOwnWords(checkFields(form.fields, form.values), config.isRequiredMessage),
        ...deliveryProblems(config),
      ]),
    send: () => send(form.values),
    setErrors: form.setErrors,
    onSent: form.clear,
    onFailed: form.resetCaptcha,
  });

  return <OneStepForm config={config} device={device} form={form} submitting={submitting} formId={id} />;
}
