// Serves the demo site's shell (as the demo server renders it) at any path with ?weft-site, so
// site-mode suites load real paths through the built bundle, with a recorder script first.
// ?weft-site=empty serves site data without pages, ?weft-site=bad site data that is not JSON.
import { readFileSync } from 'node:fs';
import { renderShell } from '../../demo/backend/app.mjs';

export function demoSite() {
  return {
    name: 'weft-demo-site',
    serve(context) {
      if (context.path === '/cheetah/version') {
        return { body: JSON.stringify({ success: true, data: { status: 'published' } }), type: 'json' };
      }
      // The tracking calls, as the demo backend answers them (demo/backend/tracking.mjs).
      if (/^\/cheetah\/pixel\/(facebook|analytics|tag-manager)$/.test(context.path)) {
        return { body: '<script src="/demo/demo-assets/demo-pixel.js"></script>', type: 'html' };
      }
      if (context.path.startsWith('/cheetah/')) return { body: JSON.stringify({ success: true, data: null }), type: 'json' };
      const variant = context.URL.searchParams.get('weft-site');
      if (variant === null) return;
      const site = JSON.parse(readFileSync(new URL('../../demo/site-data.json', import.meta.url), 'utf8'));
      if (variant === 'empty') site.pages = [];
      let html = renderShell(site, context.path, 'Weft demo')
        .replace('<head>', '<head>\n<script src="/test/browser/fixtures/record.js"></script>')
        .replace('/weft/weft.js', '/dist/weft.js')
        .replaceAll('"/demo-assets/', '"/demo/demo-assets/');
      if (variant === 'bad') html = html.replace(/(<script type="application\/json" id="weft-site">)\{/, '$1{oops,');
      return { body: html, type: 'html' };
    },
  };
}
