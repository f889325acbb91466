/**
 * Site mode. The loader imports this chunk only when the page holds `#weft-site`. For now it reads
 * the site data safely and sets the mount's language and direction; page resolution, rendering
 * and navigation build on this hook.
 */
import { bcp47, isRtl, language, languageFromQuery, resolveLanguage } from '../i18n/language.js';
import { siteData } from './data.js';

export async function boot(): Promise<void> {
  const data = siteData();
  const forced = (window as { weft?: { options?: { lang?: string | null } } }).weft?.options?.lang;
  const code = resolveLanguage(languageFromQuery() || forced || data?.options?.language || navigator.language);
  language.value = code;
  const mount = document.querySelector('weft-site');
  if (mount) {
    mount.setAttribute('lang', bcp47(code));
    if (isRtl(code)) mount.setAttribute('dir', 'rtl');
  }
}
