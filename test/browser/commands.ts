/**
 * @web/test-runner-commands as the tests import it (web-test-runner.config.mjs points the import
 * here), made to work in every engine of WEFT_BROWSERS:
 * - emulateMedia, where the engine cannot emulate media: a reset to the defaults is nothing to do;
 *   any other value skips the running test with the reason (engine.ts); a before or after hook
 *   goes on without it.
 * - setViewport and sendKeys in WebKit: the WebKit launcher sizes the window and holds keys down
 *   (test/plugins/webkit.mjs), which the runner's own plugins do not do over WebDriver.
 * - resetMouse in Firefox: puppeteer's reset over WebDriver BiDi releases the buttons but leaves the
 *   pointer where it was, so it also moves the pointer to the window's corner, as over CDP.
 * - setUserAgent, and the touch and pinch server commands, skip where they cannot run.
 */
import * as commands from '@web/test-runner-commands';
import { ENGINE, needs, runningTest, unsupported } from './engine.js';

export * from '@web/test-runner-commands';

type Media = Parameters<typeof commands.emulateMedia>[0];
const DEFAULTS: Record<string, unknown> = { reducedMotion: 'no-preference', colorScheme: 'light', media: 'screen' };

export function emulateMedia(media: Media): Promise<void> {
  if (!unsupported('emulateMedia')) return commands.emulateMedia(media);
  if (Object.entries(media).every(([key, value]) => value == null || DEFAULTS[key] === value)) return Promise.resolve();
  // A suite's hook (the axe suites' reduced motion) goes on without: its tests read what is shown.
  if (!runningTest()) return Promise.resolve();
  needs('emulateMedia');
  return Promise.resolve();
}

export async function setViewport(viewport: Parameters<typeof commands.setViewport>[0]): Promise<void> {
  if (ENGINE === 'webkit') await commands.executeServerCommand('webkit-viewport', viewport);
  else await commands.setViewport(viewport);
}

export async function sendKeys(payload: Parameters<typeof commands.sendKeys>[0]): Promise<void> {
  if (ENGINE === 'webkit') await commands.executeServerCommand('webkit-keys', payload);
  // puppeteer's keyboard over WebDriver BiDi knows the space bar as ' ' only.
  else if (ENGINE === 'firefox' && 'press' in payload && payload.press === 'Space') await commands.sendKeys({ press: ' ' });
  else await commands.sendKeys(payload);
}

export async function resetMouse(): Promise<void> {
  if (ENGINE === 'firefox') await commands.sendMouse({ type: 'move', position: [0, 0] });
  await commands.resetMouse();
}

export function setUserAgent(userAgent: string): Promise<void> {
  needs('setUserAgent');
  return commands.setUserAgent(userAgent);
}

export function executeServerCommand<R, P>(command: string, payload?: P): Promise<R> {
  if (command === 'touch' || command === 'pinch') needs(command);
  return commands.executeServerCommand<R, P>(command, payload);
}
