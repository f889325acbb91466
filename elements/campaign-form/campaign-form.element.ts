import { defineElement } from '../../src/define.js';
import css from '../../src/forms/lead-form.css';
import { campaignFormChoices, campaignFormDefaults, campaignFormKinds } from './config.js';
import { CampaignForm } from './campaign-form.js';
import ownCss from './campaign-form.css';

export default defineElement('weft-campaign-form', CampaignForm, {
  defaults: campaignFormDefaults,
  choices: campaignFormChoices,
  kinds: campaignFormKinds,
  css: `${css}\n${ownCss}`,
});
