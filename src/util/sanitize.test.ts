import { expect } from '@open-wc/testing';
import { hostileHtml } from '../../test/fixtures/hostile-html.js';
import { parkInlineAttributes, sanitizeToFragment } from './sanitize.js';

/** Every element of a parsed document, template contents included. */
function everyElement(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el instanceof HTMLTemplateElement) out.push(...everyElement(el.content));
  }
  return out;
}

/** What a strict CSP would report in `html` parsed after `context`: style elements, inline styles and handlers. */
function reportable(html: string, context = ''): string[] {
  const doc = new DOMParser().parseFromString(context + html, 'text/html');
  return everyElement(doc).flatMap((el) => [
    ...(el.localName === 'style' ? [`<style> in ${el.namespaceURI}`] : []),
    ...[...el.attributes].filter((a) => a.name === 'style' || a.name.startsWith('on')).map((a) => `${el.localName} ${a.name}`),
  ]);
}

describe('owner HTML before it is parsed', () => {
  it(`leaves no style element, inline style or handler for the parser in ${hostileHtml.length} hostile cases`, () => {
    for (const { name, html } of hostileHtml) expect(reportable(parkInlineAttributes(html, false)), name).to.deep.equal([]);
  });

  it('has one reading only: none appears whatever state the parser is in when it meets the output', () => {
    // If the pre-pass misjudged the context, its output is read as text, in foreign content or raw.
    const contexts = [
      '<svg>',
      '<math><mi>',
      '<math>',
      '<xmp>',
      '<textarea>',
      '<noscript>',
      '<template>',
      '<select>',
      '<table>',
      '<svg><title>',
    ];
    for (const context of contexts)
      for (const { name, html } of hostileHtml)
        expect(reportable(parkInlineAttributes(html, false), context), `${name} after ${context}`).to.deep.equal([]);
  });

  it('reads attribute values, text and comments as the tokenizer does, and parks style attributes', () => {
    const html = `<p title="a style=x > b" style="color:red" onclick='x()' ONMOUSEOVER=y>style="t" onclick=1</p><!-- <b style="x"> --><img src=x onerror=alert(1)>`;
    expect(parkInlineAttributes(html, false)).to.equal(
      `<p title="a style=x > b" data-weft-style="color:red">style="t" onclick=1</p><img src="x">`,
    );
  });

  it('writes < in text and values as &lt;, and quotes every value', () => {
    expect(parkInlineAttributes(`<p title='say "<b>"' data-x=a<b>1 < 2</p>`, false)).to.equal(
      '<p title="say &quot;&lt;b>&quot;" data-x="a&lt;b">1 &lt; 2</p>',
    );
  });

  it('drops style elements with their text in HTML, and with everything in them in SVG and MathML', () => {
    expect(parkInlineAttributes('<style>p{}</style><p>a</p><svg><style><g></g></style><g></g></svg>', false)).to.equal(
      '<p>a</p><svg><g></g></svg>',
    );
    // A start tag that ends foreign content ends the dropped style with it.
    expect(parkInlineAttributes('<svg><style><img src=x></style></svg>', false)).to.equal('<svg><img src="x"></svg>');
    expect(parkInlineAttributes('<math><mi><style><b>x</b></style>y</mi></math>', false)).to.equal('<math><mi>y</mi></math>');
  });

  it('keeps RCDATA as text and CDATA in foreign content as text', () => {
    expect(parkInlineAttributes('<textarea><b>&amp;</textarea><svg><![CDATA[a<b>&]]></svg>', false)).to.equal(
      '<textarea>&lt;b>&amp;</textarea><svg>a&lt;b>&amp;</svg>',
    );
  });

  it('keeps scripts as they were when asked to (pixel HTML), escapes and double escapes included', () => {
    const script = `<script src="https://cdn.example/p.js"></script><script>if (a<b) x('<style>'); /*<!--<script></script>-->*/</script>`;
    expect(parkInlineAttributes(`<body>${script}<p onclick=x>t</p></body>`)).to.equal(`<body>${script}<p>t</p></body>`);
    expect(parkInlineAttributes(script, false)).to.equal('');
  });
});

describe('sanitizeToFragment', () => {
  it('keeps owner styles (through CSSOM) and drops handlers', () => {
    const fragment = sanitizeToFragment('<p style="color: rgb(1, 2, 3)" onclick="alert(1)">Hi</p>');
    const p = fragment.querySelector('p')!;
    expect(p.style.color).to.equal('rgb(1, 2, 3)');
    // The only attribute left is the one CSSOM writes for the declaration it set.
    expect([...p.attributes].map((a) => a.name)).to.deep.equal(['style']);
  });

  it('keeps what a visitor reads and the styles of the styled cases', () => {
    for (const { name, html, keeps, style } of hostileHtml) {
      const fragment = sanitizeToFragment(html);
      if (keeps) expect((fragment.textContent ?? '').replace(/\s+/g, ' '), name).to.include(keeps);
      if (style) {
        const [selector, property, value] = style;
        expect(fragment.querySelector<HTMLElement>(selector)?.style.getPropertyValue(property), name).to.equal(value);
      }
    }
  });

  it('gives an empty fragment for a frameset document, which has no body', () => {
    const fragment = sanitizeToFragment('<frameset onload=alert(1)><frame></frameset>');
    expect(fragment.childNodes.length).to.equal(0);
  });
});
