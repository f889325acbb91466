import type { Kinds } from '../../src/config.js';

/** The user navigation (elements-content.md §3 Navigation config); every field with its default. */
export interface UserNavConfig {
  /** Which tabs show: profile (edit name and password) and areas (the member's areas). */
  visibleTabs: Array<'profile' | 'areas'>;
  /** The tab open first: profile or areas (the first visible one when it is hidden). */
  activeTab: 'profile' | 'areas';
  /** Show an icon beside each tab's name. */
  iconsEnable: boolean;
}

export const userNavDefaults: UserNavConfig & { maxWidth: string } = {
  visibleTabs: ['profile', 'areas'],
  activeTab: 'profile',
  iconsEnable: true,
  maxWidth: '900px',
};

export const userNavKinds: Kinds = {
  visibleTabs: 'list',
  iconsEnable: 'boolean',
};

export const userNavChoices = { activeTab: ['profile', 'areas'] };
