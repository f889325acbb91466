/**
 * Real touch input for browser tests, through Chromium's own input pipeline (CDP
 * Input.dispatchTouchEvent by way of Puppeteer's touchscreen): touch-action applies, and the page
 * gets the pointer and touch events a finger makes.
 *
 *   await executeServerCommand('touch', { type: 'start', position: [x, y] });
 *   await executeServerCommand('touch', { type: 'move', position: [x - 80, y] });
 *   await executeServerCommand('touch', { type: 'end' });
 *
 * Two fingers (a pinch) go through Input.dispatchTouchEvent with two touch points: they start
 * `from` CSS pixels apart around `position`, move apart (or together) to `to` in `steps`, and lift.
 * The browser zooms the page when nothing prevents it (touch-action, a cancelled touch event).
 *
 *   await executeServerCommand('pinch', { position: [x, y], from: 40, to: 240 });
 *   await executeServerCommand('pinch', { reset: true }); // back to the page's own scale
 */
export function touchPlugin() {
  return {
    name: 'weft-touch',
    async executeCommand({ command, payload, session }) {
      if (command === 'pinch') return pinch(session.browser.getPage(session.id), payload ?? {});
      if (command !== 'touch') return undefined;
      const page = session.browser.getPage(session.id);
      const { type, position = [0, 0] } = payload ?? {};
      const [x, y] = position;
      if (type === 'start') await page.touchscreen.touchStart(x, y);
      else if (type === 'move') await page.touchscreen.touchMove(x, y);
      else if (type === 'end') await page.touchscreen.touchEnd();
      else throw new Error(`touch: unknown type ${type}`);
      return true;
    },
  };
}

async function pinch(page, { position = [0, 0], from = 40, to = 240, steps = 12, reset = false }) {
  const cdp = await page.createCDPSession();
  try {
    if (reset) {
      await cdp.send('Emulation.resetPageScaleFactor');
      return true;
    }
    const [x, y] = position;
    const points = (distance) => [
      { x: Math.round(x - distance / 2), y: Math.round(y), id: 0 },
      { x: Math.round(x + distance / 2), y: Math.round(y), id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + ((to - from) * i) / steps) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return true;
  } finally {
    await cdp.detach();
  }
}
