/* global window, location, document -- these run in the page, through page.evaluate */
// npm run soak [-- --loads 20 --base http://localhost:8080]: against a running demo (`npm start`),
// a visitor who is not logged in goes from /about to /account N times, each in a fresh tab with an
// empty cache: they must land on /home with <weft-site page> and the address agreeing, with no
// uncaught error, and Back must return to /about. Prints each load and the count that went wrong.
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const { values } = parseArgs({
  options: { loads: { type: 'string', default: '20' }, base: { type: 'string', default: 'http://localhost:8080' } },
});
const loads = Number(values.loads);
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const HOME = '1';
let wrong = 0;
try {
  for (let i = 1; i <= loads; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));
    await page.goto(`${values.base}/about`);
    await page.evaluate(() => window.weft.ready);
    // Following a link, as a visitor would: the server sends /account with its element inside.
    await page.goto(`${values.base}/account`);
    await page
      .waitForFunction(
        (home) => location.pathname === '/home' && document.querySelector('weft-site')?.getAttribute('page') === home,
        { timeout: 15000 },
        HOME,
      )
      .catch(() => {});
    const landed = await page.evaluate(() => ({
      path: location.pathname,
      page: document.querySelector('weft-site')?.getAttribute('page'),
    }));
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/about' && window.weft?.ready, { timeout: 15000 }).catch(() => {});
    const back = await page.evaluate(() => location.pathname);
    const ok = landed.path === '/home' && landed.page === HOME && back === '/about' && errors.length === 0;
    if (!ok) wrong++;
    console.log(
      `${String(i).padStart(2)} ${ok ? 'ok ' : 'BAD'} landed ${landed.path} (page ${landed.page}), Back → ${back}${errors.length ? `, errors: ${errors.join(' | ')}` : ''}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${loads - wrong} of ${loads} loads right`);
process.exit(wrong ? 1 : 0);
