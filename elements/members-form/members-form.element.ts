import { defineElement } from '../../src/define.js';
import { membersFormChoices, membersFormDefaults, membersFormKinds } from './config.js';
import css from './members-form.css';
import formsCss from '../../src/styles/forms.css';
import { MembersForm } from './members-form.js';

export default defineElement('weft-members-form', MembersForm, {
  defaults: membersFormDefaults,
  choices: membersFormChoices,
  kinds: membersFormKinds,
  css: `${formsCss}\n${css}`,
});
