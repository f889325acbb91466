/**
 * Owner and server HTML under a strict CSP (issue 24): Chromium reports every style element, inline
 * style and inline handler its parser creates, even in the inert document DOMPurify parses in. Each
 * of Weft's HTML paths draws a corpus of hostile and styled HTML in a page with
 * `script-src 'self'; style-src 'self'; require-trusted-types-for 'script'`, and the page reports
 * nothing; what is legitimate (text, styles through CSSOM) is still shown.
 */
import { expect } from '@open-wc/testing';
import { hostileHtml } from '../fixtures/hostile-html.js';
import type { CspPage, HtmlPath } from './fixtures/csp-sanitize.js';
import { until } from './helpers.js';

// Firefox matches no 'self' in a srcdoc page's policy: the test server's origin is named too.
const CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types dompurify".replaceAll(
  "'self'",
  `'self' ${location.origin}`,
);

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

async function cspPage(): Promise<CspPage> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${CSP}">
    <script src="/test/browser/fixtures/violations.js"></script>
    <script type="module" src="/test/browser/fixtures/csp-sanitize.tsx"></script></head><body></body></html>`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as CspPage | null)?.draw, 'the page to load');
  return frame.contentWindow as CspPage;
}

/** The reports the page sent for drawing `cases` through `path`. */
async function reports(win: CspPage, cases: string[], path: HtmlPath): Promise<string[]> {
  await win.draw!(cases, path);
  win.sentinel!();
  await until(() => win.violations.some((v) => v.startsWith('require-trusted-types-for')), 'the sentinel report');
  return win.violations.filter((v) => !v.startsWith('require-trusted-types-for'));
}

describe('sanitised HTML under a strict CSP', () => {
  const paths: Array<[HtmlPath, string]> = [
    ['nodes', 'the sanitised nodes in a live shadow root'],
    ['text', 'weft-text'],
    ['blog', 'blog post content'],
    ['summary', 'blog summaries as plain text'],
  ];
  for (const [path, what] of paths) {
    it(`reports nothing for ${hostileHtml.length} hostile and styled cases through ${what}`, async () => {
      const win = await cspPage();
      expect(
        await reports(
          win,
          hostileHtml.map((c) => c.html),
          path,
        ),
      ).to.deep.equal([]);
      const shown = win.shown!();
      hostileHtml.forEach(({ name, keeps }, i) => keeps && expect(shown[i], name).to.include(keeps));
    });
  }

  it('keeps owner styles, applied through CSSOM', async () => {
    const win = await cspPage();
    const styled = hostileHtml.filter((c) => c.style);
    expect(
      await reports(
        win,
        styled.map((c) => c.html),
        'nodes',
      ),
    ).to.deep.equal([]);
    const roots = [...win.document.body.children].map((el) => el.shadowRoot!).filter(Boolean);
    styled.forEach(({ name, style }, i) => {
      const [selector, property, value] = style!;
      const el = roots[i]!.querySelector<HTMLElement>(selector);
      expect(el, name).to.not.equal(null);
      expect(win.getComputedStyle(el!).getPropertyValue(property), name).to.equal(value);
    });
  });
});
