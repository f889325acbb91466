/**
 * Sending a contact or multi-step form, as both do it (with useSubmit around it): the form's
 * random id, then the delivery, and once delivered the lead, the social proof and the success
 * message.
 */
import { useRef } from 'react';
import { useHost } from '../define.js';
import { useT } from '../i18n/index.js';
import type { Captcha } from './captcha.js';
import type { LeadFormConfig } from './config.js';
import { deliver, randomFormId, type ContactSettings } from './contact.js';
import { registerSocialProof, rememberLead, showSuccess } from './effects.js';
import type { Values } from './fields.js';
import type { Sent } from './submit.js';

type Settings = ContactSettings &
  Pick<LeadFormConfig, 'successMessage' | 'socialproof_campaign_id' | 'socialproof_user_name_tag'>;

export function useDelivery(config: Settings, captcha: Captcha | null) {
  const t = useT();
  const host = useHost();
  const id = useRef(randomFormId()).current;
  const send = (values: Values): Promise<Sent> => {
    const sent = { ...values };
    return deliver({
      config,
      values: sent,
      id,
      captcha: captcha?.response() ?? '',
      root: host.shadowRoot!,
      delivered: () => {
        rememberLead(sent);
        registerSocialProof(config, sent);
        showSuccess(config.successMessage.trim() || t('ct-contact-added'));
      },
    });
  };
  return { id, send };
}
