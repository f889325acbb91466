// Serves the demo site's shell (as the demo server renders it) at any path with ?weft-site, so
// site-mode suites load real paths through the built bundle, with a layout-shift recorder first.
import { readFileSync } from 'node:fs';
import { renderShell } from '../../demo/backend/app.mjs';

export function demoSite() {
  return {
    name: 'weft-demo-site',
    serve(context) {
      if (!context.URL.searchParams.has('weft-site')) return;
      const site = JSON.parse(readFileSync(new URL('../../demo/site-data.json', import.meta.url), 'utf8'));
      const html = renderShell(site, context.path, 'Weft demo')
        .replace('<head>', '<head>\n<script src="/test/browser/fixtures/cls.js"></script>')
        .replace('/weft/weft.js', '/dist/weft.js');
      return { body: html, type: 'html' };
    },
  };
}
