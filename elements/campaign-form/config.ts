/** The campaign form: adds a contact to an e-mail marketing campaign (elements-lead-capture.md §3). */
import type { Kinds } from '../../src/config.js';
import { leadFormChoices, leadFormDefaults, leadFormKinds, type LeadFormConfig } from '../../src/forms/config.js';

/** A form that adds the visitor as a contact to an email-marketing campaign. */
export interface CampaignFormConfig extends LeadFormConfig {
  /** The owner's connection to the e-mail marketing platform. */
  token: string;
  /** The campaign the contact joins (the list picked in the editor: `listUid` stands in for it). */
  campaignId: string | number;
  /** The list picked in the editor; the campaign when campaignId is empty. */
  listUid: string | number;
  /** The autoresponder day the contact starts on. */
  dayOfCycle: string;
  /** After success: 'message' shows the success message; 'redirect' goes to redirectUrl. */
  action: string;
  /** 'same' window or 'new' tab for the redirect. */
  tab: string;
  /** With action 'redirect': where to go after a successful submit; empty falls back to redirect. */
  redirectUrl: string;
}

export const campaignFormDefaults: CampaignFormConfig = {
  ...leadFormDefaults,
  token: '',
  campaignId: '',
  listUid: '',
  dayOfCycle: '0',
  action: 'message',
  tab: 'same',
  redirectUrl: '',
};

export const campaignFormChoices = {
  ...leadFormChoices,
  action: ['message', 'redirect'],
  tab: ['same', 'new'],
} as const;

export const campaignFormKinds: Kinds = {
  ...leadFormKinds,
  token: 'text',
  campaignId: 'id',
  listUid: 'id',
  dayOfCycle: 'text',
  redirectUrl: 'url',
};
