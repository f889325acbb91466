/**
 * The members area's views instead of a form: access denied (runtime.md §2: the message and an
 * optional button to home, a site page or an address, placed as configured) and a session check
 * that got no answer (the server could not be reached, with a retry).
 */
import { pagePath } from '../../src/links/link.js';
import { deniedButton, deniedButtonFirst, deniedTarget } from '../../src/members/rules.js';
import { siteData } from '../../src/base/data.js';
import { Icon } from '../../src/ui/icons.js';
import { normaliseWebAddress } from '../../src/util/url.js';
import { homePath } from '../../src/site/resolve.js';
import type { AccessDeniedConfig } from './config.js';
import type { Translate } from '../../src/i18n/index.js';

function deniedHref(config: AccessDeniedConfig): string | undefined {
  const target = deniedTarget(config.link);
  switch (target.kind) {
    case 'web':
      return normaliseWebAddress(target.address)?.href;
    case 'page':
      return pagePath({ type: 'page', valueID: target.pageId || undefined, value: target.url }) ?? '/';
    default:
      return homePath(siteData()?.pages);
  }
}

/** The not-have-permission view: the message and an optional button to home, a page or an address. */
export function AccessDenied({ config, message, t }: { config: AccessDeniedConfig; message: string; t: Translate }) {
  const button = deniedButton(config);
  const href = deniedHref(config);
  const action = button.enable && href && (
    <a className="button primary" part="denied-button" href={href} data-weft-replace="">
      {button.text.trim() || t('ct-home')}
    </a>
  );
  const before = deniedButtonFirst(button.position);
  return (
    <div className={`denied button-${button.position}`} part="denied" role="alert">
      {before && action}
      <div className="denied-text">
        <Icon name="lock" className="icon badge" />
        <p className="message">{message.trim() || t('ct-access-denied')}</p>
      </div>
      {!before && action}
    </div>
  );
}

/**
 * The session check got no answer (a timeout, a network failure, a 5xx): the member is still
 * signed in, nothing was refused; the page may be asked for again.
 */
export function Unreachable({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="denied unreachable" part="unreachable" role="alert">
      <div className="denied-text">
        <p className="message">{t('ct-members-server-unreachable')}</p>
      </div>
      <button type="button" className="button primary" part="retry" onClick={onRetry}>
        {t('ct-retry')}
      </button>
    </div>
  );
}
