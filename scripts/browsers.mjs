// The engines the browser suite runs in, chosen by WEFT_BROWSERS (a comma-separated list of
// chromium, firefox and webkit; default chromium): Debian's Chromium and Firefox ESR through
// puppeteer-core (CDP and WebDriver BiDi), WebKitGTK through WebKitWebDriver.
//   WEFT_BROWSERS=firefox npx web-test-runner "elements/timer/**/*.test.ts"
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';
import { webkitLauncher } from '../test/plugins/webkit.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

const LAUNCHERS = {
  chromium: () => chromeLauncher({ launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS } }),
  // puppeteer's own launcher with Firefox (what @web/test-runner-puppeteer does), over WebDriver BiDi.
  firefox: () =>
    chromeLauncher({
      puppeteer,
      launchOptions: {
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        // Off a network this machine does not have: no update, telemetry or captive-portal checks.
        extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'network.connectivity-service.enabled': false },
      },
    }),
  webkit: () => webkitLauncher(),
};

/** The launchers WEFT_BROWSERS names. */
export function browsers(list = process.env.WEFT_BROWSERS || 'chromium') {
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in LAUNCHERS));
  if (unknown.length) throw new Error(`WEFT_BROWSERS: unknown engine ${unknown.join(', ')} (chromium, firefox, webkit)`);
  return names.map((name) => LAUNCHERS[name]());
}
