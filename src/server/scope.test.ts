import { expect, fixture, html } from '@open-wc/testing';
import { scopeCss, scopeSelector } from './scope.js';

/** A host of `tag` with a shadow root holding `inner`, styled by `css` (as one drawn page's file is). */
async function host(tag: string, inner: string, css: string): Promise<ShadowRoot> {
  const el = await fixture<HTMLElement>(html`<div></div>`);
  const shadowHost = document.createElement(tag);
  el.append(shadowHost);
  const root = shadowHost.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [sheet];
  // Test markup, not content from config or the server.
  // eslint-disable-next-line no-restricted-syntax
  root.innerHTML = inner;
  return root;
}

const color = (el: Element | null) => getComputedStyle(el!).color;

describe('scopeCss: one file for every element type of a drawn page', () => {
  it('rewrites each kind of selector', () => {
    expect(scopeSelector('.frame .title', 'weft-timer')).to.equal(':where(:host(weft-timer)) .frame .title');
    expect(scopeSelector(':host', 'weft-timer')).to.equal(':host(:where(weft-timer))');
    expect(scopeSelector(':host([open]) .x', 'weft-timer')).to.equal(':host(:where(weft-timer)[open]) .x');
    expect(scopeSelector(':host(:not([a],[b]))>.x', 'weft-timer')).to.equal(':host(:where(weft-timer):not([a],[b]))>.x');
    expect(scopeSelector(':hover', 'weft-timer')).to.equal(':where(:host(weft-timer)) :hover');
  });

  it('keeps keyframes, splits selector lists and enters @media, @container and @supports', () => {
    const css =
      '.a,.b:is(.c,.d){color:red}@media (min-width:1px){.e{color:blue}}@keyframes spin{from{opacity:0}to{opacity:1}}' +
      '@container (min-width:1px){:host{display:block}}@supports (display:grid){.f[title="a,b{"]{color:green}}';
    expect(scopeCss(css, 'weft-x')).to.equal(
      ':where(:host(weft-x)) .a,:where(:host(weft-x)) .b:is(.c,.d){color:red}' +
        '@media (min-width:1px){:where(:host(weft-x)) .e{color:blue}}' +
        '@keyframes spin{from{opacity:0}to{opacity:1}}' +
        '@container (min-width:1px){:host(:where(weft-x)){display:block}}' +
        '@supports (display:grid){:where(:host(weft-x)) .f[title="a,b{"]{color:green}}',
    );
  });

  it("matches in its own type's shadow roots only, and nowhere in the document", async () => {
    const css = [
      scopeCss('.t{color:rgb(1, 0, 0)}:host{display:inline-block}', 'weft-one'),
      scopeCss('.t{color:rgb(2, 0, 0)}', 'weft-two'),
    ].join('\n');
    const one = await host('weft-one', '<p class="t">one</p>', css);
    const two = await host('weft-two', '<p class="t">two</p>', css);
    expect(color(one.querySelector('.t'))).to.equal('rgb(1, 0, 0)');
    expect(color(two.querySelector('.t'))).to.equal('rgb(2, 0, 0)');
    expect(getComputedStyle(one.host).display).to.equal('inline-block');
    expect(getComputedStyle(two.host).display).to.equal('inline');

    // Linked from the document itself, it styles nothing there.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const light = await fixture<HTMLElement>(html`<weft-one><p class="t">light</p></weft-one>`);
    try {
      expect(color(light.querySelector('.t'))).to.equal('rgb(0, 0, 0)');
      expect(getComputedStyle(light).display).to.equal('inline');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    }
  });

  it('keeps the cascade the unscoped sheet gives: the shared styles and the own, by specificity and order', async () => {
    // The shared `.frame:not(:last-child)` (a drawn frame hidden until the browser's takes over)
    // must still win over a type's own `.frame`, as it does in the unscoped sheets.
    const shared = '.frame{color:rgb(0, 0, 9)}.frame:not(:last-child){display:none}:host([hidden]){display:none}';
    const own = '.frame{display:flex;color:rgb(0, 0, 7)}:host{display:block}';
    const scoped = `${scopeCss(shared, '*')}\n${scopeCss(own, 'weft-own')}`;
    const unscoped = `${shared}\n${own}`;
    const markup = '<div class="frame" id="a"></div><div class="frame" id="b"></div>';
    for (const css of [scoped, unscoped]) {
      const root = await host('weft-own', markup, css);
      expect(getComputedStyle(root.getElementById('a')!).display, css).to.equal('none');
      expect(getComputedStyle(root.getElementById('b')!).display, css).to.equal('flex');
      expect(color(root.getElementById('b')), css).to.equal('rgb(0, 0, 7)');
      root.host.setAttribute('hidden', '');
      expect(getComputedStyle(root.host).display, css).to.equal('none');
    }
  });
});
