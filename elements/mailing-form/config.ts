/** The mailing-list subscription form (elements-lead-capture.md §2, §3 Form config). */
import type { Kinds } from '../../src/config.js';
import { leadFormChoices, leadFormDefaults, leadFormKinds, type LeadFormConfig } from '../../src/forms/config.js';

/** The page leaves for the list's address on success, so there is no success message to show. */
export interface MailingFormConfig extends Omit<LeadFormConfig, 'successMessage'> {
  /** The mailing list the visitor subscribes to (builder data may send a number). */
  listUid: string | number;
  /** The list as the editor picked it: its `uid` and `url_subscribe` stand in for the fields here. */
  dataList: {
    /** The list's uid (stands in for listUid). */
    uid: string | number;
    /** The list's subscribe address (stands in for its own). */
    url_subscribe: string;
  };
  /** The list's own subscribe address (http is turned into https); empty: the platform's address of the list. */
  url_subscribe: string;
  /** Form behaviour switches: whether a subscription clears the stored lead data. */
  form: {
    /** Clear the lead's stored data (leadEmail, leadName, mboss-data) when a new subscription is accepted. */
    clearLeadOnSubmit: boolean;
  };
}

const { successMessage: _unused, ...shared } = leadFormDefaults;

export const mailingFormDefaults: MailingFormConfig = {
  ...shared,
  listUid: '',
  dataList: { uid: '', url_subscribe: '' },
  url_subscribe: '',
  form: { clearLeadOnSubmit: true },
};

export const mailingFormChoices = leadFormChoices;

const { successMessage: _none, ...sharedKinds } = leadFormKinds;

export const mailingFormKinds: Kinds = {
  ...sharedKinds,
  listUid: 'id',
  dataList: 'object',
  'dataList.uid': 'id',
  'dataList.url_subscribe': 'url',
  url_subscribe: 'url',
  form: 'object',
  'form.clearLeadOnSubmit': 'boolean',
};
