/**
 * axe-core in a frame's window, with the WCAG 2.0–2.2 A and AA rules (target size included, which
 * axe runs only when asked), and the demo member's login: shared by the axe and keyboard suites.
 */
import { deepElements, openSite, until, type SiteWindow } from './helpers.js';

/** The WCAG A and AA rules of axe, 2.0 to 2.2. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeResult {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }>;
}
interface AxeWindow extends SiteWindow {
  axe?: { run: (context: unknown, options: unknown) => Promise<AxeResult> };
}

/** Loads axe-core into a frame's window (once). */
export async function loadAxe(win: AxeWindow): Promise<void> {
  if (win.axe) return;
  const script = win.document.createElement('script');
  script.src = '/node_modules/axe-core/axe.min.js';
  const loaded = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve);
    script.addEventListener('error', reject);
  });
  win.document.head.append(script);
  await loaded;
}

/** The document and its open shadow roots (where animation events stay: they are not composed). */
function roots(win: AxeWindow): Array<Document | ShadowRoot> {
  const found: Array<Document | ShadowRoot> = [win.document];
  for (const el of deepElements(win.document)) if (el.shadowRoot) found.push(el.shadowRoot);
  return found;
}

/**
 * axe's WCAG AA violations in a frame's document (or part of it), one line per element, read at
 * rest. Where reduced motion cannot be emulated (Firefox, WebKit: the suites' hooks go on without),
 * axe reads once the finite animations (a popup fading in) have ended, and reads again if one
 * started while it read (the flip clock's numbers, each second): contrast is judged on what stays.
 */
export async function violations(win: AxeWindow, context: unknown = win.document): Promise<string[]> {
  await loadAxe(win);
  let result: AxeResult;
  for (let read = 1; ; read++) {
    const finite = roots(win)
      .flatMap((root) => root.getAnimations())
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    let started = 0;
    const count = () => started++;
    const watched = roots(win);
    for (const root of watched) root.addEventListener('animationstart', count, true);
    try {
      result = await win.axe!.run(context, { runOnly: { type: 'tag', values: WCAG_AA }, resultTypes: ['violations'] });
      // Animation events are dispatched with the next frame.
      await new Promise((resolve) => win.requestAnimationFrame(resolve));
    } finally {
      for (const root of watched) root.removeEventListener('animationstart', count, true);
    }
    if (!started || read === 5) break;
  }
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.html.slice(0, 160)} — ${n.failureSummary ?? v.help}`),
  );
}

/** Logs the demo member in through the members form of /members, as a visitor would. */
export async function logIn(): Promise<void> {
  if (localStorage.getItem('login-user-token')) return;
  const win = await openSite('/members');
  await win.weft!.ready;
  const form = () => win.document.querySelector('weft-site weft-members-form')?.shadowRoot ?? null;
  await until(() => form()?.querySelector('[name="password"]'), 'the members form');
  const type = (name: string, value: string) => {
    const input = form()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    Object.getOwnPropertyDescriptor((win as unknown as typeof window).HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      value,
    );
    input.dispatchEvent(new (win as unknown as typeof window).Event('input', { bubbles: true }));
  };
  type('email', 'demo@weft.example');
  type('password', 'weft-demo-2026');
  form()!.querySelector('form')!.requestSubmit();
  await until(() => win.document.querySelector('#members-text'), 'the members content').catch((error: Error) => {
    throw new Error(`${error.message}: ${form()?.textContent?.slice(0, 300)}`);
  });
  win.frameElement?.remove();
}

export function logOut(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('login-user')) localStorage.removeItem(key);
}
