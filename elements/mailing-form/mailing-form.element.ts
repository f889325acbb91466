import { defineElement } from '../../src/define.js';
import css from '../../src/forms/lead-form.css';
import { mailingFormChoices, mailingFormDefaults, mailingFormKinds } from './config.js';
import { MailingForm } from './mailing-form.js';
import ownCss from './mailing-form.css';

export default defineElement('weft-mailing-form', MailingForm, {
  defaults: mailingFormDefaults,
  choices: mailingFormChoices,
  kinds: mailingFormKinds,
  css: `${css}\n${ownCss}`,
});
