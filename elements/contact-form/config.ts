/** The simple contact / lead form (elements-lead-capture.md §2, §3 Form config). */
import type { Kinds } from '../../src/config.js';
import { leadFormChoices, leadFormDefaults, leadFormKinds, type LeadFormConfig } from '../../src/forms/config.js';

/** A simple contact (lead) form: the visitor's details go to the site's owner. */
export interface ContactFormConfig extends LeadFormConfig {
  /** The owner's own address to post the fields to; empty: the site mails them to the receiver. */
  action: string;
  /** Who the site mails the form to (needed without an action). */
  receiver: string;
  /** The mail's subject (needed without an action). */
  subject: string;
  /** Said of a missing required field instead of '{label} is required.'. */
  isRequiredMessage: string;
}

export const contactFormDefaults: ContactFormConfig = {
  ...leadFormDefaults,
  action: '',
  receiver: '',
  subject: '',
  isRequiredMessage: '',
};

export const contactFormChoices = leadFormChoices;

export const contactFormKinds: Kinds = {
  ...leadFormKinds,
  action: 'url',
  receiver: 'text',
  subject: 'text',
  isRequiredMessage: 'text',
};
