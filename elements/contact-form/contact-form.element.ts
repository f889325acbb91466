import { defineElement } from '../../src/define.js';
import css from '../../src/forms/lead-form.css';
import { contactFormChoices, contactFormDefaults, contactFormKinds } from './config.js';
import { ContactForm } from './contact-form.js';
import ownCss from './contact-form.css';

export default defineElement('weft-contact-form', ContactForm, {
  defaults: contactFormDefaults,
  choices: contactFormChoices,
  kinds: contactFormKinds,
  css: `${css}\n${ownCss}`,
});
