// The documentation catalogue: dist/docs/index.html and one page per element, written from the
// manifest's data by scripts/manifest.mjs. The pages load everything by relative address
// (../weft.js, docs.js, docs.css), so they work wherever dist/ is served: /weft/docs/ by the demo
// server (/docs redirects there), /dist/docs/ in the test runner. No inline script or style: the
// demo server's Content-Security-Policy (script-src 'self', style-src 'self', Trusted Types) holds.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDocs = fileURLToPath(new URL('../demo/docs/', import.meta.url));

const escape = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** `code` spans for backticked words of a description. */
const prose = (text) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function page({ title, body, description }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escape(title)}</title>
    <meta name="description" content="${escape(description)}" />
    <link rel="stylesheet" href="docs.css" />
    <script src="../weft.js" async></script>
    <script src="docs.js" defer></script>
  </head>
  <body>
    <a class="skip" href="#main">Skip to content</a>
    <header class="top">
      <a href="index.html">Weft elements</a>
      <a href="/">Demo site</a>
    </header>
${body}
  </body>
</html>
`;
}

function table(caption, head, rows, className = '') {
  if (!rows.length) return `<p>No ${escape(caption.toLowerCase())}.</p>`;
  return `<div class="scroll" role="region" aria-label="${escape(caption)} table" tabindex="0">
<table class="${className}">
<caption>${escape(caption)}</caption>
<thead><tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`).join('\n')}
</tbody>
</table>
</div>`;
}

/**
 * The live example is the element's sample.json (a rich builder config), written as a host writes
 * it: where the sample names one of the builder site's own pages, which a host page does not have,
 * the example says the same with a web address (it draws without a console error); builder data's
 * extra keys the element never reads are left out. Together with the text below, every example
 * type-checks against weft.d.ts (test/node/types.test.mjs), so it can be pasted as it is.
 */
const HOST_EXAMPLES = {
  'booking-calendar': (sample) => ({
    ...sample,
    calendar: { ...sample.calendar, forceRedir: 'https://www.example.com/thank-you', typeRedir: 'url' },
  }),
  // The members area's areas as the form reads them: only their auth types.
  'members-form': (sample) => ({
    ...sample,
    areas: (sample.areas ?? []).map((area) => ({ auth_type: area.auth_type })),
  }),
};

/** The example config of an element's page. */
export function example(element) {
  const sample = element.sample ?? {};
  const own = HOST_EXAMPLES[element.type]?.(sample) ?? sample;
  // Builder data writes some text and choices as numbers (theme 4, dayOfCycle 0); the element reads
  // them as text, and the types say text.
  const kinds = Object.fromEntries(element.fields.map((field) => [field.name, field.kind]));
  return Object.fromEntries(
    Object.entries(own).map(([key, value]) => [
      key,
      typeof value === 'number' && ['text', 'choice'].includes(kinds[key]) ? String(value) : value,
    ]),
  );
}

/** The example as a React 19 host writes it: an object config and a handler for each event. */
export function reactSnippet(element, config) {
  const handlers = element.events.map((event) => `\n  on${event.name}={(event) => console.log(event.detail)}`).join('');
  return `<${element.tagName}\n  config={${JSON.stringify(config)}}${handlers}\n/>`;
}

/** The example as a Vue 3 host writes it: `:config` bound to an object, `@…` for each event. */
export function vueSnippet(element, config) {
  const handlers = element.events.map((event) => ` @${event.name}="(event) => console.log(event.detail)"`).join('');
  return `<!-- app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('weft-') -->
<${element.tagName} :config="config"${handlers}></${element.tagName}>

<script setup>
const config = ${JSON.stringify(config)};
</script>`;
}

function elementPage(element) {
  const sample = example(element);
  const config = JSON.stringify(sample, null, 2);
  const fields = element.fields.map((field) => [
    `<code>${escape(field.name)}</code>`,
    `<code>${escape(field.type)}</code>`,
    field.default === undefined ? '—' : `<code>${escape(field.default)}</code>`,
    prose(field.description),
  ]);
  const events = element.events.map((event) => [
    `<code>${escape(event.name)}</code>`,
    `<code>CustomEvent&lt;${escape(event.detail)}&gt;</code>`,
    prose(event.description),
  ]);
  const parts = element.parts.map((part) => [`<code>${escape(part)}</code>`, `<code>::part(${escape(part)})</code>`]);
  const theming = element.theming.map((property) => [`<code>${escape(property.name)}</code>`, prose(property.description)]);
  const body = `    <main id="main">
      <h1><code>&lt;${escape(element.tagName)}&gt;</code></h1>
      <p class="summary">${prose(element.summary)}</p>
      <section aria-labelledby="example-title">
        <h2 id="example-title">Live example</h2>
        <p>Edit the config: the element redraws with each valid change. Invalid JSON is reported here and the element keeps its last good config.</p>
        <div class="example">
          <div class="stage">
            <${element.tagName} id="example" config="${escape(JSON.stringify(sample))}"></${element.tagName}>
          </div>
          <div class="editor">
            <label for="config">Config (JSON)</label>
            <textarea id="config" spellcheck="false" aria-describedby="config-status" rows="16">${escape(config)}</textarea>
            <p id="config-status" class="status" role="status" aria-live="polite"></p>
          </div>
        </div>
        <h3>Embed it</h3>
        <pre><code id="embed-html">&lt;script src="https://your-site/weft/weft.js" async&gt;&lt;/script&gt;
&lt;${escape(element.tagName)} config='${escape(JSON.stringify(sample))}'&gt;&lt;/${escape(element.tagName)}&gt;</code></pre>
        <h3>In a React 19 app</h3>
        <p>Render it before or after <code>weft.js</code> loads; <code>/// &lt;reference path="…/weft.d.ts" /&gt;</code> makes a misspelt field a type error.</p>
        <pre><code id="embed-react">${escape(reactSnippet(element, sample))}</code></pre>
        <h3>In a Vue 3 app</h3>
        <pre><code id="embed-vue">${escape(vueSnippet(element, sample))}</code></pre>
      </section>
      <section aria-labelledby="fields-title">
        <h2 id="fields-title">Config fields</h2>
        <p>The <code>config</code> attribute (JSON) or property (an object or JSON). Fields left out keep their default; the common fields (size, paddings, border, animation…) apply to every element. Type: <code>${escape(element.typeName)}</code> in <code>weft.d.ts</code>.</p>
        ${table('Config fields', ['Field', 'Type', 'Default', 'Description'], fields, 'fields')}
      </section>
      <section aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <p>They bubble and cross the shadow boundary; React 19 takes them as <code>on&lt;event&gt;</code> props, Vue as <code>@&lt;event&gt;</code>.</p>
        ${table('Events', ['Event', 'Type', 'Description'], events)}
      </section>
      <section aria-labelledby="parts-title">
        <h2 id="parts-title">CSS parts</h2>
        ${table('CSS parts', ['Part', 'Selector'], parts)}
      </section>
      <section aria-labelledby="theming-title">
        <h2 id="theming-title">Theming properties</h2>
        <p>The only custom properties a host page's CSS passes in; every other name stays outside.</p>
        ${table('Theming properties', ['Property', 'Description'], theming)}
      </section>
    </main>`;
  return page({
    title: `<${element.tagName}> — Weft elements`,
    description: element.summary,
    body,
  });
}

function indexPage(elements) {
  const items = elements
    .map(
      (element) =>
        `        <li><a href="${escape(element.type)}.html"><code>&lt;${escape(element.tagName)}&gt;</code></a> — ${prose(element.summary)}</li>`,
    )
    .join('\n');
  const body = `    <main id="main">
      <h1>Weft elements</h1>
      <p>Every <code>weft-*</code> element: its config fields, events, parts and theming properties, with a live example. The same data is in <a href="../custom-elements.json"><code>custom-elements.json</code></a> and the types in <a href="../weft.d.ts"><code>weft.d.ts</code></a>.</p>
      <ul class="catalogue">
${items}
      </ul>
    </main>`;
  return page({ title: 'Weft elements', description: 'The catalogue of Weft elements.', body });
}

/** Writes the catalogue into `dir` from docsData() (scripts/manifest.mjs). */
export function writeDocs(elements, dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), indexPage(elements));
  for (const element of elements) writeFileSync(join(dir, `${element.type}.html`), elementPage(element));
  copyFileSync(join(demoDocs, 'docs.js'), join(dir, 'docs.js'));
  copyFileSync(join(demoDocs, 'docs.css'), join(dir, 'docs.css'));
}
