import { type ElementProps } from '../../src/define.js';
import { hostInputs } from '../../src/http/index.js';
import { siteBase } from '../../src/http/hosts.js';
import { useT } from '../../src/i18n/index.js';
import { RSS_PATH, type RssConfig } from './config.js';

/** The site's feed: /rss on the site's own origin (an embedding page's script tag names it). */
export function rssHref(): string {
  return new URL(RSS_PATH, siteBase(hostInputs())).href;
}

export function Rss({ config }: ElementProps<RssConfig>) {
  const t = useT();
  return (
    <a
      part="base link"
      className={`base theme-${config.theme}`}
      href={rssHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('ct-rss-feed')} ${t('ct-opens-new-tab')}`}
    >
      <svg part="image" className="icon-rss" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <rect className="tile" x="2" y="2" width="96" height="96" />
        <circle className="mark" cx="30" cy="70" r="8" />
        <path className="mark wave" d="M22 44a34 34 0 0 1 34 34M22 24a54 54 0 0 1 54 54" />
      </svg>
    </a>
  );
}
