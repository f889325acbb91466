// Serves the demo site's shell (as the demo server renders it) at any path with ?weft-site, so
// site-mode suites load real paths through the built bundle, with a recorder script first.
// ?weft-site=empty serves site data without pages, ?weft-site=bad site data that is not JSON,
// ?weft-site=nodata the mount without any site data.
// The backend's own routes (ROUTES in test/plugins/backend.mjs) are answered there.
import { fileURLToPath } from 'node:url';
import { readSite } from '../../demo/backend/site/read.mjs';
import { renderShell } from '../../demo/backend/site/shell.mjs';

const demoDir = fileURLToPath(new URL('../../demo/', import.meta.url));
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

export function demoSite() {
  return {
    name: 'weft-demo-site',
    async serve(context) {
      const variant = context.URL.searchParams.get('weft-site');
      if (variant === null) return;
      const site = await readSite(demoDir);
      if (variant === 'empty') site.pages = [];
      let html = renderShell(site, context.path, 'Weft demo', { distDir, base: '/dist/' }).replace(
        '<head>',
        '<head>\n<script src="/test/browser/fixtures/record.js"></script>',
      );
      if (variant === 'bad') html = html.replace(/(<script type="application\/json" id="weft-site">)\{/, '$1{oops,');
      if (variant === 'nodata') html = html.replace(/<script type="application\/json" id="weft-site">.*?<\/script>/s, '');
      return { body: html, type: 'html' };
    },
  };
}
