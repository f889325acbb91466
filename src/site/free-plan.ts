/**
 * Free-plan sites show a banner and a watermark to everyone (runtime.md §1, §6, §9). The provider's
 * plan and watermark answers (by owner id and by website id) are asked once per page load; when
 * they cannot be had, the site options decide.
 */
import { flag, readYesNo } from '../config.js';
import { provider } from '../http/index.js';
import { i18n } from '../i18n/index.js';
import type { SiteData } from '../base/data.js';

/** Watermark languages with a regional site of the builder; others link to the default one. */
export const REGIONAL_SITES: Record<string, string> = {
  pt_BR: 'https://weft.example/pt-br/',
  fr_FR: 'https://weft.example/fr/',
  nl_NL: 'https://weft.example/nl/',
  es_ES: 'https://weft.example/es/',
  it_IT: 'https://weft.example/it/',
  vi_VI: 'https://weft.example/vi/',
  pl_PL: 'https://weft.example/pl/',
  de_DE: 'https://weft.example/de/',
};
export const DEFAULT_SITE = 'https://weft.example/';
/** The banner's height; fixed panels start below it. */
export const FREE_BANNER_HEIGHT_PX = 50;

export function regionalSite(watermarkLang: unknown): string {
  return (typeof watermarkLang === 'string' && REGIONAL_SITES[watermarkLang]) || DEFAULT_SITE;
}

type Options = NonNullable<SiteData['options']> & { watermark?: unknown; watermark_lang?: string; watermark_side?: string };

const cache = new Map<string, Promise<unknown>>();
function once(path: string): Promise<unknown> {
  if (!cache.has(path))
    cache.set(
      path,
      provider
        .get(path)
        .json<unknown>()
        .catch(() => null),
    );
  return cache.get(path)!;
}

/** The provider's word on the plan, when it gives one: { free: boolean }. */
async function planIsFree(options: Options, websiteId: string | undefined): Promise<{ free: boolean; watermark: boolean }> {
  const [plan, watermark] = await Promise.all([
    options.id_office_user ? once(`/plan/${encodeURIComponent(String(options.id_office_user))}`) : Promise.resolve(null),
    websiteId ? once(`/watermark/${encodeURIComponent(websiteId)}`) : Promise.resolve(null),
  ]);
  const free = (plan as { data?: { is_free?: unknown } } | null)?.data?.is_free;
  const mark = (watermark as { data?: { watermark?: unknown } } | null)?.data?.watermark;
  // Every yes/no here (the answers' and the options') in any spelling: true, 1, "1", "yes"… (readYesNo).
  return {
    free: readYesNo(free) ?? flag(options.is_free),
    watermark: readYesNo(mark) ?? readYesNo(options.watermark) ?? flag(options.is_free),
  };
}

function link(href: string, className: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener';
  a.className = className;
  a.textContent = text;
  return a;
}

/** Adds the banner (top, 50px) and the watermark (bottom corner) to a free site's mount. */
export async function showFreePlan(mount: HTMLElement, site: SiteData): Promise<void> {
  const options = (site.options ?? {}) as Options;
  if (!flag(options.is_free) && !options.id_office_user) return;
  const { free, watermark } = await planIsFree(options, site.website_id);
  const href = regionalSite(options.watermark_lang);
  if (free && !mount.querySelector(':scope > [data-weft="free-banner"]')) {
    const banner = document.createElement('aside');
    banner.dataset['weft'] = 'free-banner';
    banner.setAttribute('aria-label', i18n.t('banner-free-first-text'));
    const text = document.createElement('span');
    text.textContent = `${i18n.t('banner-free-first-text')} Weft ${i18n.t('banner-free-second-text')} ${i18n.t('banner-free-third-text')}`;
    banner.append(text, link(href, 'weft-free-button', i18n.t('banner-free-btn-text')));
    mount.prepend(banner);
    mount.style.setProperty('--weft-fixed-top', `${FREE_BANNER_HEIGHT_PX}px`);
  }
  if (watermark && !mount.querySelector(':scope > [data-weft="watermark"]')) {
    const mark = link(href, 'weft-watermark', `${i18n.t('banner-free-first-text')} Weft`);
    mark.dataset['weft'] = 'watermark';
    mark.dataset['side'] = options.watermark_side === 'left' ? 'left' : 'right';
    mount.append(mark);
  }
}
