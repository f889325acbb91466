import type { Kinds } from '../../src/config.js';

/** The networks of the social bar, in the order they show. */
export const NETWORKS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;
export type Network = (typeof NETWORKS)[number];

/** What each link is named by (brand names are not translated). */
export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

/** Each icon is 50×50 px by default (elements-content.md §9 Social bar). */
export const SOCIAL_ICON_SIZE_PX = 50;
export const ORIENTATIONS = ['horizontal', 'vertical'] as const;

/** The social icon bar (elements-content.md §2, §3 Social bar): every field with its default. */
export interface SocialBarConfig {
  /** Profile addresses; a network shows when it is checked and has an address. */
  sbFacebook: string;
  /** The Twitter profile address. */
  sbTwitter: string;
  /** The Instagram profile address. */
  sbInstagram: string;
  /** The LinkedIn profile address. */
  sbLinkedin: string;
  /** Show the Facebook icon (on by default). */
  checkFacebook: boolean;
  /** Show the Twitter icon (on by default). */
  checkTwitter: boolean;
  /** Show the Instagram icon (on by default). */
  checkInstagram: boolean;
  /** Show the LinkedIn icon (off by default). */
  checkLinkedin: boolean;
  /** The owner's own icon per network; empty draws the built-in one. */
  imageFacebook: string;
  /** The owner's own Twitter icon; empty draws the built-in one. */
  imageTwitter: string;
  /** The owner's own Instagram icon; empty draws the built-in one. */
  imageInstagram: string;
  /** The owner's own LinkedIn icon; empty draws the built-in one. */
  imageLinkedin: string;
  /** How the icons line up: a horizontal row or a vertical column. */
  orientation: (typeof ORIENTATIONS)[number];
  /** Space between two icons: pixels or a CSS length. */
  spaceBetween: number | string;
  /** Links open in a new tab. */
  sbNewAba: boolean;
  /** As wide as its icons unless the owner sets a width. */
  width: number | string | null;
}

export const socialBarDefaults: SocialBarConfig = {
  sbFacebook: 'https://www.facebook.com/',
  sbTwitter: 'https://twitter.com/',
  sbInstagram: 'https://www.instagram.com/',
  sbLinkedin: 'https://www.linkedin.com/',
  checkFacebook: true,
  checkTwitter: true,
  checkInstagram: true,
  checkLinkedin: false,
  imageFacebook: '',
  imageTwitter: '',
  imageInstagram: '',
  imageLinkedin: '',
  orientation: 'horizontal',
  spaceBetween: 10,
  sbNewAba: true,
  width: 'fit-content',
};

export const socialBarChoices = { orientation: ORIENTATIONS };

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const socialBarKinds: Kinds = {
  sbFacebook: 'url',
  sbTwitter: 'url',
  sbInstagram: 'url',
  sbLinkedin: 'url',
  checkFacebook: 'boolean',
  checkTwitter: 'boolean',
  checkInstagram: 'boolean',
  checkLinkedin: 'boolean',
  imageFacebook: 'url',
  imageTwitter: 'url',
  imageInstagram: 'url',
  imageLinkedin: 'url',
  orientation: 'choice',
  spaceBetween: 'length',
  sbNewAba: 'boolean',
  width: 'length',
};

const capital = (network: Network) => `${network[0]!.toUpperCase()}${network.slice(1)}` as Capitalize<Network>;

/** A network's fields by name: sbFacebook, checkFacebook, imageFacebook. */
export function networkFields(config: SocialBarConfig, network: Network): { url: string; on: boolean; image: string } {
  const name = capital(network);
  return { url: config[`sb${name}`], on: config[`check${name}`], image: config[`image${name}`] };
}
