/** The mailing-list subscription form (elements-lead-capture.md §2, §3 Form config). */
import { leadFormChoices, leadFormDefaults, type LeadFormConfig } from '../../src/forms/config.js';

export interface MailingFormConfig extends LeadFormConfig {
  /** The mailing list the visitor subscribes to. */
  listUid: string;
  /** The list as the editor picked it: its `uid` and `url_subscribe` stand in for the fields here. */
  dataList: { uid: string; url_subscribe: string; name: string };
  /** The list's own subscribe address (http is turned into https); empty: the platform's address of the list. */
  url_subscribe: string;
}

export const mailingFormDefaults: MailingFormConfig = {
  ...leadFormDefaults,
  listUid: '',
  dataList: { uid: '', url_subscribe: '', name: '' },
  url_subscribe: '',
};

export const mailingFormChoices = leadFormChoices;
