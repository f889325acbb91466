/** The set-up of the suites that boot site mode on a siteShell page (the members area's). */
import { queue } from '../../src/modals/index.js';
import { clearSession } from '../../src/session/index.js';
import { bootSite } from './helpers.js';

/**
 * For the calling `describe`: site mode booted at '/', signed out, before its tests; after them the
 * address restored, the session cleared and every popup closed.
 */
export function siteModeSuite(): void {
  const start = location.href;
  before(async () => {
    clearSession();
    await bootSite();
  });
  after(() => {
    history.replaceState(null, '', start);
    clearSession();
    for (const m of [...queue.value]) m.close();
  });
}
