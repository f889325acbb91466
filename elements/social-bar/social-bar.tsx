import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { freshImageUrl } from '../../src/util/images.js';
import { navigableUrl, normaliseWebAddress } from '../../src/util/url.js';
import { NETWORK_NAMES, NETWORKS, networkFields, SOCIAL_ICON_SIZE_PX, type Network, type SocialBarConfig } from './config.js';
import { nameOf } from '../../src/util/name.js';

/** The built-in icons: each network's mark in white on its colour, on a 24-unit grid. */
const ICONS: Record<Network, { colour: string; mark: ReactNode }> = {
  facebook: {
    colour: '#1877f2',
    mark: (
      <path
        fill="#fff"
        d="M15.5 8h-1.7c-.5 0-.8.4-.8.9V11h2.5l-.4 2.6H13V20h-2.8v-6.4H8V11h2.2V8.6C10.2 6.6 11.4 5 13.6 5h1.9z"
      />
    ),
  },
  twitter: {
    colour: '#000000',
    mark: (
      <>
        <path fill="#fff" d="M5.5 5h4l9 14h-4z" />
        <path stroke="#fff" strokeWidth="1.6" strokeLinecap="round" d="M18.3 5.2L13.2 11M10.8 13.3l-5.1 5.5" />
      </>
    ),
  },
  instagram: {
    colour: '#e4405f',
    mark: (
      <>
        <rect x="6" y="6" width="12" height="12" rx="3.5" fill="none" stroke="#fff" strokeWidth="1.6" />
        <circle cx="12" cy="12" r="2.9" fill="none" stroke="#fff" strokeWidth="1.6" />
        <circle cx="15.6" cy="8.4" r="0.9" fill="#fff" />
      </>
    ),
  },
  linkedin: {
    colour: '#0a66c2',
    mark: (
      <>
        <rect x="6.5" y="10" width="2.4" height="7.5" fill="#fff" />
        <circle cx="7.7" cy="7.3" r="1.4" fill="#fff" />
        <path
          fill="#fff"
          d="M11 10h2.3v1.1c.4-.7 1.3-1.3 2.5-1.3 2 0 2.7 1.2 2.7 3.3v4.4h-2.4v-4c0-1-.3-1.7-1.2-1.7s-1.5.7-1.5 1.7v4H11z"
        />
      </>
    ),
  },
};

function BuiltInIcon({ network }: { network: Network }) {
  const { colour, mark } = ICONS[network];
  return (
    <svg part="icon" className="icon-image" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="5" fill={colour} />
      {mark}
    </svg>
  );
}

interface Link {
  network: Network;
  href: string;
  image: string | undefined;
}

/** The networks to show: checked, with an address the URL policy allows. */
function linksOf(config: SocialBarConfig): { links: Link[]; refused: string[] } {
  const links: Link[] = [];
  const refused: string[] = [];
  for (const network of NETWORKS) {
    const { url, on, image } = networkFields(config, network);
    if (!on || !url.trim()) continue;
    const href = normaliseWebAddress(url)?.href;
    if (!href) {
      refused.push(network);
      continue;
    }
    links.push({ network, href, image: image.trim() ? navigableUrl(freshImageUrl(image.trim()))?.href : undefined });
  }
  return { links, refused };
}

/** Links to the owner's social profiles, each named by its network. */
export function SocialBar({ config }: ElementProps<SocialBarConfig>) {
  const t = useT();
  const host = useHost();
  const { links, refused } = linksOf(config);
  const refusedKey = refused.join();
  useEffect(() => {
    if (refusedKey) console.error(`${nameOf(host)} leaves out ${refusedKey}: the address is not an http(s) address`);
  }, [host, refusedKey]);

  const vertical = config.orientation === 'vertical';
  // An owner's height (horizontal) or width (vertical) sizes the icons; otherwise they are 50px.
  const fits = vertical
    ? cssLength(config.width) !== undefined && config.width !== 'fit-content'
    : cssLength(config.height) !== undefined;
  const style = {
    '--gap': cssLength(config.spaceBetween),
    '--icon-size': `${SOCIAL_ICON_SIZE_PX}px`,
  } as CSSProperties;
  const newTab = config.sbNewAba;
  return (
    <ul
      part="base"
      className={`base ${config.orientation}${fits ? ' fits' : ''}`}
      style={style}
      aria-label={t('ct-social-links')}
    >
      {links.map(({ network, href, image }) => (
        <li key={network} className="item">
          <a
            part={`link ${network}`}
            className="link"
            href={href}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener' : undefined}
            aria-label={newTab ? `${NETWORK_NAMES[network]} ${t('ct-opens-new-tab')}` : NETWORK_NAMES[network]}
          >
            {image ? <img part="icon" className="icon-image" src={image} alt="" /> : <BuiltInIcon network={network} />}
          </a>
        </li>
      ))}
    </ul>
  );
}
