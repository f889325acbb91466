/**
 * A Web Test Runner launcher for WebKitGTK (the engine of Safari), over W3C WebDriver: Debian's
 * `WebKitWebDriver` (package webkit2gtk-driver) drives the MiniBrowser of libwebkit2gtk. It needs a
 * display: without $DISPLAY it starts its own Xvfb (package xvfb). It speaks the protocol with
 * fetch, so no WebDriver client library is needed.
 *
 * Its type is 'webdriver', so @web/test-runner-commands' sendKeys and sendMouse reach it (the
 * methods below); setViewport answers through test/plugins/engines.mjs; emulateMedia, setUserAgent
 * and CDP touch are not available here (test/browser/engine.ts says so, for the tests that skip).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** W3C WebDriver key codes of the key names puppeteer's keyboard (and the tests) use. */
const KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};
const BUTTONS = { left: 0, middle: 1, right: 2 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a free display; resolves with the display name and the process. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    let out = '';
    xvfb.on('error', reject);
    xvfb.stdio[3].on('data', (data) => {
      out += data;
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
}

class WebKitLauncher {
  name = 'WebKit';
  type = 'webdriver';
  /** @type {Map<string, string>} */
  urls = new Map();

  /**
   * `args`: more MiniBrowser options, WebKitSettings by name (`--enable-javascript=false`,
   * `--user-agent=…`); `pageLoad`: the page load strategy ('normal': navigation returns after the load).
   */
  constructor({ width = 800, height = 600, args = [], pageLoad = 'none' } = {}) {
    this.viewport = { width, height };
    this.args = args;
    this.pageLoad = pageLoad;
  }

  async initialize(config) {
    this.config = config;
  }

  async start() {
    if (!existsSync(WEBKIT_DRIVER))
      throw new Error(`WebKitWebDriver not found at ${WEBKIT_DRIVER} (apt-get install webkit2gtk-driver)`);
    const env = { ...process.env };
    if (!env.DISPLAY) {
      this.xvfb = await startXvfb();
      env.DISPLAY = this.xvfb.display;
    }
    const port = await freePort();
    this.driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: 'ignore' });
    this.base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        const status = await fetch(`${this.base}/status`).then((response) => response.json());
        if (status.value?.ready) break;
      } catch {
        // not listening yet
      }
      if (i > 200) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { value } = await this.request('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          // Navigation returns at once: a test page's own commands must not queue behind its load.
          pageLoadStrategy: this.pageLoad,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...this.args] },
        },
      },
    });
    this.session = `/session/${value.sessionId}`;
    this.name = `WebKit ${value.capabilities?.browserVersion ?? ''}`.trim();
  }

  /** Sizes the window so the page's viewport is the runner's 800×600, as in Chromium and Firefox. */
  fitViewport() {
    return this.setViewport(this.viewport);
  }

  /** Sizes the window so the page's viewport is `width`×`height` (the window adds its own frame). */
  async setViewport({ width, height }) {
    this.frame ??= await this.measureFrame();
    await this.command('POST', '/window/rect', { width: width + this.frame.width, height: height + this.frame.height });
  }

  async measureFrame() {
    const outer = await this.command('POST', '/window/rect', { width: 1000, height: 800 });
    const [width, height] = await this.command('POST', '/execute/sync', { script: 'return [innerWidth, innerHeight]', args: [] });
    return { width: outer.width - width, height: outer.height - height };
  }

  async request(method, path, body) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${json.value?.error ?? response.status} ${json.value?.message ?? ''}`);
    return json;
  }

  async command(method, path, body) {
    return (await this.request(method, `${this.session}${path}`, body)).value;
  }

  ready() {
    this.starting ??= this.start();
    return this.starting;
  }

  async stop() {
    try {
      if (this.session) await this.request('DELETE', this.session);
    } catch {
      // the browser is gone already
    }
    this.driver?.kill();
    this.xvfb?.process.kill();
  }

  async startSession(id, url) {
    await this.ready();
    this.urls.set(id, url);
    await this.fitViewport();
    await this.command('POST', '/url', { url });
  }

  isActive(id) {
    return this.urls.has(id);
  }

  getBrowserUrl(id) {
    return this.urls.get(id);
  }

  async startDebugSession() {
    throw new Error('Debugging is not available in WebKit here: run the test in Chromium with --manual.');
  }

  async stopSession(id) {
    // An empty page stops the test page's timers and any reload loop.
    await this.command('POST', '/url', { url: 'about:blank' });
    this.urls.delete(id);
    return {};
  }

  actions(id, type, steps) {
    const source = type === 'key' ? { type, id: 'keyboard' } : { type, id: 'mouse', parameters: { pointerType: 'mouse' } };
    return this.command('POST', '/actions', { actions: [{ ...source, actions: steps }] });
  }

  /** sendKeys: `type` gives characters one by one; `press` a key name, modifiers joined by '+'. */
  async sendKeys(id, keys) {
    const steps = [];
    for (const key of keys) {
      if (key.length === 1) {
        steps.push({ type: 'keyDown', value: key }, { type: 'keyUp', value: key });
        continue;
      }
      const parts = key.split('+').map((part) => KEYS[part] ?? part);
      for (const part of parts) steps.push({ type: 'keyDown', value: part });
      for (const part of parts.reverse()) steps.push({ type: 'keyUp', value: part });
    }
    await this.actions(id, 'key', steps);
  }

  /** sendKeys' whole payload (`type`, `press`, `down`, `up`): the runner's own plugin has no down or up here. */
  async keys(id, payload) {
    if (typeof payload.type === 'string') return this.sendKeys(id, payload.type.split(''));
    if (typeof payload.press === 'string') return this.sendKeys(id, [payload.press]);
    const name = payload.down ?? payload.up;
    if (typeof name !== 'string') throw new Error('sendKeys: one of type, press, down or up');
    // Input state lasts between action lists: a key held down stays down for the next press.
    return this.actions(id, 'key', [{ type: payload.down ? 'keyDown' : 'keyUp', value: KEYS[name] ?? name }]);
  }

  sendMouseMove(id, x, y) {
    return this.actions(id, 'pointer', [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
    ]);
  }

  sendMouseClick(id, x, y, button = 'left') {
    return this.actions(id, 'pointer', [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
      { type: 'pointerDown', button: BUTTONS[button] },
      { type: 'pointerUp', button: BUTTONS[button] },
    ]);
  }

  sendMouseDown(id, button = 'left') {
    return this.actions(id, 'pointer', [{ type: 'pointerDown', button: BUTTONS[button] }]);
  }

  sendMouseUp(id, button = 'left') {
    return this.actions(id, 'pointer', [{ type: 'pointerUp', button: BUTTONS[button] }]);
  }

  async resetMouse(id) {
    await this.command('DELETE', '/actions');
    await this.sendMouseMove(id, 0, 0);
  }
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, one page at a time. */
export function webkitLauncher(options) {
  return new WebKitLauncher(options);
}
