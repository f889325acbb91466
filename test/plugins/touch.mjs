/**
 * Real touch input for browser tests, through Chromium's own input pipeline (CDP
 * Input.dispatchTouchEvent by way of Puppeteer's touchscreen): touch-action applies, and the page
 * gets the pointer and touch events a finger makes.
 *
 *   await executeServerCommand('touch', { type: 'start', position: [x, y] });
 *   await executeServerCommand('touch', { type: 'move', position: [x - 80, y] });
 *   await executeServerCommand('touch', { type: 'end' });
 */
export function touchPlugin() {
  return {
    name: 'weft-touch',
    async executeCommand({ command, payload, session }) {
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
