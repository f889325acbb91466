// "Another site" that frames the Weft demo's members area, to try the third-party-cookies notice
// (runtime.md §2 and §8: 'Members Area cannot be loaded. Accept third-party cookies').
//
//   PORT=8080 node demo/server.mjs          # the demo, on http://localhost:8080
//   PORT=8080 node demo/third-party.mjs     # this page, on http://127.0.0.1:8081
//
// localhost and 127.0.0.1 are different sites, so the framed demo is a third-party frame. Browsers
// give such a frame storage of its own, and the members form shows. Refuse it storage and reload:
// in Chrome or Chromium, Settings → Privacy and security → Third-party cookies → "Not allowed to use
// third-party cookies" → Add → 127.0.0.1:8081 (or start Chromium with a profile whose Preferences
// hold that exception: see README "Members"). The members form then asks to accept third-party
// cookies, and offers the page in a new tab, instead of failing silently. THIRD_PARTY_PORT changes
// this page's port.
import { createServer } from 'node:http';

const demoPort = Number(process.env.PORT) || 8080;
const port = Number(process.env.THIRD_PARTY_PORT) || demoPort + 1;
const framed = `http://localhost:${demoPort}/login`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Another site — the Weft members area in a third-party frame</title>
    <style>
      body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; font: 16px/1.5 system-ui, sans-serif; color: #1f2933; }
      iframe { display: block; width: 100%; height: 32rem; border: 2px dashed #9aa5b1; border-radius: 8px; }
      code { background: #f0f4f8; padding: 0 0.25em; border-radius: 4px; }
    </style>
  </head>
  <body>
    <h1>Another site</h1>
    <p>
      This page (<code>127.0.0.1:${port}</code>) is not the demo site. The frame below shows the demo's
      <code>/login</code> page from <code>localhost:${demoPort}</code>: a different site, so a third-party frame.
    </p>
    <p>
      Your browser lets the frame keep data of its own, so the members form shows. Refuse it: in Chrome or Chromium,
      <em>Settings → Privacy and security → Third-party cookies → Not allowed to use third-party cookies → Add</em>
      <code>127.0.0.1:${port}</code>, and reload. The members area then says it cannot be loaded, asks you to accept
      third-party cookies and offers to open it in a new tab, where it works.
    </p>
    <iframe src="${framed}" title="The Weft demo's members area, framed by another site"></iframe>
  </body>
</html>
`;

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  if (request.method !== 'GET' || path !== '/') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(page);
});
server.on('error', (error) => {
  console.error(`Could not start the third-party page on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () =>
  console.log(
    `Another site framing the Weft demo's members area: http://127.0.0.1:${port}/ (the demo must run on port ${demoPort})`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
