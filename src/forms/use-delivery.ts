/**
 * Sending a contact or multi-step form, as both do it: busy while it goes, then the lead, the
 * social proof and the success message; or the failure in the server's words, the captcha asked
 * again, and what the visitor typed kept.
 */
import { useRef, useState } from 'react';
import { useHost } from '../define.js';
import { useT } from '../i18n/index.js';
import type { Captcha } from './captcha.js';
import type { LeadFormConfig } from './config.js';
import { deliver, randomFormId, type ContactSettings } from './contact.js';
import { registerSocialProof, rememberLead, serverWords, showSuccess } from './effects.js';
import type { Values } from './fields.js';

type Settings = ContactSettings &
  Pick<LeadFormConfig, 'successMessage' | 'socialproof_campaign_id' | 'socialproof_user_name_tag'>;

export interface DeliveryOptions {
  config: Settings;
  captcha: Captcha | null;
  /** The multi-step form does not read the site's answer (§7). */
  readAnswer: boolean;
  /** The form stays on the page after success: start it afresh. */
  onSent: () => void;
}

export function useDelivery({ config, captcha, readAnswer, onSent }: DeliveryOptions) {
  const t = useT();
  const host = useHost();
  const id = useRef(randomFormId()).current;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const send = async (values: Values) => {
    const sent = { ...values };
    setBusy(true);
    setFailure('');
    try {
      const outcome = await deliver({
        config,
        values: sent,
        id,
        captcha: captcha?.response() ?? '',
        root: host.shadowRoot!,
        readAnswer,
        delivered: () => {
          rememberLead(sent);
          registerSocialProof(config, sent);
          showSuccess(config.successMessage.trim() || t('ct-contact-added'));
        },
      });
      if (outcome === 'stays') {
        captcha?.reset();
        onSent();
      }
    } catch (error) {
      console.error('Weft: the form could not be sent', error);
      setFailure(serverWords(error) ?? t('ct-error'));
      captcha?.reset();
    } finally {
      setBusy(false);
    }
  };
  return { id, busy, failure, setFailure, send };
}
