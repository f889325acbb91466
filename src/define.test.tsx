import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { captureErrors, settle, shadow, until } from '../test/browser/helpers.js';
import { defineElement, useEmit, type ElementProps } from './define.js';
import { device } from './device.js';

interface ProbeConfig {
  label: string;
  count: number;
  on: boolean;
  nested: { a: string };
}

function Probe({ config, flags }: ElementProps<ProbeConfig>) {
  const emit = useEmit();
  return (
    <div>
      <p className="probe" part="probe">
        {config.label}|{config.count}|{String(config.on)}|{config.nested.a}|{String(flags['disabled'])}
      </p>
      <button type="button" onClick={() => emit('probe-click', { count: config.count })}>
        go
      </button>
    </div>
  );
}

const defaults: ProbeConfig = { label: 'x', count: 1, on: false, nested: { a: 'b' } };
defineElement('weft-probe', Probe, { defaults, booleans: ['disabled'], css: '.probe { color: rgb(1, 2, 3); }' });

async function probe(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLDivElement>('<div></div>');
  const el = document.createElement('weft-probe');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  wrapper.append(el);
  await until(() => el.shadowRoot?.querySelector('.probe'), 'the probe to render');
  return el;
}
const text = (el: HTMLElement) => shadow(el).querySelector('.probe')?.textContent;

describe('defineElement()', () => {
  afterEach(() => {
    device.value = 'desktop';
  });

  it('renders into an open shadow root with the config parsed', async () => {
    const el = await probe({ config: JSON.stringify({ label: 'hi', count: 3, on: true, nested: { a: 'z' } }) });
    expect(el.shadowRoot!.mode).to.equal('open');
    expect(text(el)).to.equal('hi|3|true|z|false');
  });

  it('shows the defaults and logs one error naming the tag for invalid JSON', async () => {
    const errors = captureErrors();
    try {
      const el = await probe({ config: '{oops' });
      expect(text(el)).to.equal('x|1|false|b|false');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0])
        .to.match(/^<weft-probe> has a bad config/)
        .and.contain('not valid JSON');
    } finally {
      errors.restore();
    }
  });

  it('keeps good fields and replaces wrongly typed ones with defaults, in one error', async () => {
    const errors = captureErrors();
    try {
      const el = await probe({ config: JSON.stringify({ label: 'ok', count: 'many', on: 'maybe', nested: 5 }) });
      expect(text(el)).to.equal('ok|1|false|b|false');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0])
        .to.contain('"count" should be a number')
        .and.contain('"on" should be true or false')
        .and.contain('"nested" should be an object');
    } finally {
      errors.restore();
    }
  });

  it('reads numbers and booleans written as text, and ignores unknown fields', async () => {
    const el = await probe({ config: JSON.stringify({ count: '7', on: 'true', extra: [1, 2] }) });
    expect(text(el)).to.equal('x|7|true|b|false');
  });

  it('accepts the config as a property, object or JSON', async () => {
    const el = await probe();
    (el as unknown as { config: unknown }).config = { label: 'prop', count: 2 };
    await until(() => text(el) === 'prop|2|false|b|false', 'the object config');
    expect((el as unknown as { config: ProbeConfig }).config.label).to.equal('prop');
    (el as unknown as { config: unknown }).config = '{"label":"json"}';
    await until(() => text(el) === 'json|1|false|b|false', 'the JSON config');
  });

  it('reads boolean attributes HTML-style', async () => {
    const el = await probe({ disabled: '' });
    expect(text(el)).to.equal('x|1|false|b|true');
    el.setAttribute('disabled', 'false');
    await until(() => text(el)!.endsWith('|false'), '"false" is false');
    el.setAttribute('disabled', 'disabled');
    await until(() => text(el)!.endsWith('|true'), 'any other value is true');
    el.removeAttribute('disabled');
    await until(() => text(el)!.endsWith('|false'), 'absent is false');
  });

  it('fires weft-* events that bubble out of the shadow root', async () => {
    const el = await probe({ config: '{"count": 9}' });
    let detail: unknown;
    el.parentElement!.addEventListener('weft-probe-click', (e) => (detail = (e as CustomEvent).detail));
    shadow(el).querySelector('button')!.click();
    expect(detail).to.deep.equal({ count: 9 });
  });

  it('keeps its styles in and the page styles out', async () => {
    const style = document.createElement('style');
    style.textContent = '.probe { color: rgb(200, 0, 0) !important; } p { font-size: 40px; }';
    document.head.append(style);
    try {
      const el = await probe();
      const outside = document.createElement('p');
      outside.className = 'probe';
      el.parentElement!.append(outside);
      expect(getComputedStyle(shadow(el).querySelector('.probe')!).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(shadow(el).querySelector('.probe')!).fontSize).to.not.equal('40px');
      expect(getComputedStyle(outside).color).to.equal('rgb(200, 0, 0)');
      expect(shadow(el).adoptedStyleSheets.length).to.equal(3);
    } finally {
      style.remove();
    }
  });

  it('applies the common config: max width 768px and 15px paddings by default', async () => {
    const el = await probe();
    expect(getComputedStyle(el).maxWidth).to.equal('768px');
    const frame = getComputedStyle(shadow(el).querySelector('[part="frame"]')!);
    expect([frame.paddingTop, frame.paddingRight, frame.paddingBottom, frame.paddingLeft]).to.deep.equal([
      '15px',
      '15px',
      '15px',
      '15px',
    ]);
  });

  it('applies width, height, border (hex to RGBA), radius, shadow and background', async () => {
    const el = await probe({
      config: JSON.stringify({
        width: 320,
        height: '120px',
        maxWidth: 500,
        paddingTop: 4,
        border: { width: 2, style: 'dashed', color: '#ff000080' },
        borderRadius: 8,
        boxShadow: { horizontal: 1, vertical: 2, blur: 3, spread: 0, color: '#000' },
        backgroundColor: '#0f0',
      }),
    });
    expect(el.getBoundingClientRect().width).to.equal(320);
    expect(el.getBoundingClientRect().height).to.equal(120);
    const frame = getComputedStyle(shadow(el).querySelector('[part="frame"]')!);
    expect(frame.paddingTop).to.equal('4px');
    expect(frame.borderTopStyle).to.equal('dashed');
    expect(frame.borderTopColor).to.match(/^rgba\(255, 0, 0, 0\.50?2?\)$/);
    expect(frame.borderTopLeftRadius).to.equal('8px');
    expect(frame.boxShadow).to.equal('rgb(0, 0, 0) 1px 2px 3px 0px');
    expect(frame.backgroundColor).to.equal('rgb(0, 255, 0)');
  });

  it("keeps a malformed hex colour out of CSS: the default colour, and 'Invalid HEX' logged once", async () => {
    const errors = captureErrors();
    try {
      const el = await probe({
        config: JSON.stringify({
          border: { width: 2, style: 'solid', color: '#12zz' },
          boxShadow: { horizontal: 1, vertical: 1, blur: 0, color: '#12zz' },
        }),
      });
      const frame = getComputedStyle(shadow(el).querySelector('[part="frame"]')!);
      expect(frame.borderTopStyle).to.equal('solid');
      expect(frame.borderTopWidth).to.equal('2px');
      expect(frame.borderTopColor, 'the border falls back to the text colour').to.equal(frame.color);
      expect(frame.boxShadow, 'the shadow falls back to its default colour').to.equal('rgba(0, 0, 0, 0.3) 1px 1px 0px 0px');
      // A new device class styles the element again: still one message.
      device.value = 'mobile';
      await settle();
      expect(errors.messages.filter((m) => m.includes('Invalid HEX'))).to.have.length(1);
      expect(errors.messages[0]).to.contain('Invalid HEX "#12zz"');
    } finally {
      errors.restore();
    }
  });

  describe('the default size and pinning', () => {
    const place = async (config: Record<string, unknown>, parent = 'div') => {
      const wrapper = await fixture<HTMLDivElement>(
        `<div style="position: relative; width: 900px"><${parent}></${parent}></div>`,
      );
      const el = document.createElement('weft-probe');
      el.setAttribute('config', JSON.stringify({ label: 'pinned', ...config }));
      wrapper.firstElementChild!.append(el);
      await until(() => el.shadowRoot?.querySelector('.probe'), 'the probe to render');
      return el;
    };
    const size = (el: Element) => {
      const box = el.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    };
    const tall = document.createElement('div');
    before(() => {
      tall.style.height = '3000px';
      document.body.append(tall);
    });
    after(() => tall.remove());
    afterEach(() => window.scrollTo(0, 0));

    it('keeps an element without a size in the flow: its container’s width, its content’s height', async () => {
      const el = await place({ maxWidth: '100%' });
      expect(size(el)[0]).to.equal(900);
      expect(size(el)[1]).to.be.lessThan(300);
    });

    it('gives an element placed by left/top in a panel, without a size of its own, 300×300', async () => {
      const el = await place({ left: 20, top: 10 }, 'weft-panel');
      expect(getComputedStyle(el).position).to.equal('absolute');
      expect(size(el)).to.deep.equal([300, 300]);
      el.setAttribute('config', JSON.stringify({ left: 20, top: 10, width: 120, height: '80px' }));
      await until(() => size(el)[0] === 120, 'its own size');
      expect(size(el)).to.deep.equal([120, 80]);
    });

    it('pins an element to a spot on the screen: 300×300 by default, above the page, staying put as the page scrolls', async () => {
      const el = await place({ pinConfig: { pin: true, position: 'bottom-right' } });
      const view = document.documentElement;
      const at = () => {
        const box = el.getBoundingClientRect();
        return [Math.round(box.right), Math.round(box.bottom)];
      };
      expect(getComputedStyle(el).position).to.equal('fixed');
      expect(getComputedStyle(el).zIndex).to.equal('500');
      expect(size(el)).to.deep.equal([300, 300]);
      expect(at()).to.deep.equal([view.clientWidth, view.clientHeight]);
      window.scrollTo(0, 1200);
      await until(() => window.scrollY === 1200, 'the page to scroll');
      expect(at()).to.deep.equal([view.clientWidth, view.clientHeight]);
    });

    it('centres a pinned element, or places it by its own left/top when manual, with its own zIndex', async () => {
      const el = await place({ width: 200, height: 100, zIndex: 7, pinConfig: { pin: true, position: 'center' } });
      const view = document.documentElement;
      const box = () => el.getBoundingClientRect();
      expect(Math.round(box().left)).to.equal(Math.round((view.clientWidth - 200) / 2));
      expect(Math.round(box().top)).to.equal(Math.round((view.clientHeight - 100) / 2));
      expect(getComputedStyle(el).zIndex).to.equal('7');
      el.setAttribute(
        'config',
        JSON.stringify({
          width: 200,
          height: 100,
          left: 30,
          top: 40,
          pinConfig: { pin: true, manual: true, position: 'center' },
        }),
      );
      await until(() => Math.round(box().left) === 30, 'placed by hand');
      expect(Math.round(box().top)).to.equal(40);
      // Unpinned again, nothing of the pin is left.
      el.setAttribute('config', JSON.stringify({ width: 200, height: 100 }));
      await until(() => getComputedStyle(el).position === 'static', 'back in the flow');
      expect([getComputedStyle(el).marginLeft, getComputedStyle(el).top]).to.deep.equal(['0px', 'auto']);
    });

    it('sticks a sticky pinned element to the top of the screen once the page scrolls past it', async () => {
      const spacer = document.createElement('div');
      spacer.style.height = '600px';
      const el = await place({ height: 50, pinConfig: { pin: true, type: 'sticky', position: 'top-center' } });
      el.before(spacer);
      el.parentElement!.style.height = '2500px';
      expect(getComputedStyle(el).position).to.equal('sticky');
      const top = Math.round(el.getBoundingClientRect().top);
      expect(top).to.be.greaterThan(500);
      window.scrollTo(0, top + 400);
      await until(() => Math.round(el.getBoundingClientRect().top) === 0, 'stuck to the top');
    });

    it('reads pinConfig leniently: text booleans, and an unknown position falls back with one config error', async () => {
      const errors = captureErrors();
      try {
        const el = await place({ pinConfig: { pin: 'yes', position: 'somewhere' } });
        expect(getComputedStyle(el).position).to.equal('fixed');
        expect(errors.messages).to.have.length(1);
        expect(errors.messages[0]).to.contain('"pinConfig.position" should be one of top-left');
      } finally {
        errors.restore();
      }
    });
  });

  it('hides on the device class its showDesktop or showMobile turns off', async () => {
    const el = await probe({ config: JSON.stringify({ showMobile: false }) });
    expect(getComputedStyle(el).display).to.equal('block');
    device.value = 'mobile';
    await until(() => getComputedStyle(el).display === 'none', 'hidden on mobile');
    el.setAttribute('config', JSON.stringify({ showDesktop: false }));
    await until(() => getComputedStyle(el).display === 'block', 'shown on mobile');
    device.value = 'desktop';
    await until(() => getComputedStyle(el).display === 'none', 'hidden on desktop');
  });

  it('rotates on desktop only', async () => {
    const el = await probe({ config: JSON.stringify({ rotation: 90 }) });
    expect(getComputedStyle(el).transform).to.not.equal('none');
    device.value = 'mobile';
    await until(() => getComputedStyle(el).transform === 'none', 'no rotation on mobile');
  });

  it('replaces a duplicate id with a timestamp-based one', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div><p id="el-1">first</p></div>');
    const el = document.createElement('weft-probe');
    el.id = 'el-1';
    wrapper.append(el);
    expect(el.id).to.match(/^el-1-[a-z0-9]+$/);
    expect(document.querySelectorAll('#el-1')).to.have.length(1);
  });

  it('defines a tag once; defining it again is a no-op', async () => {
    const first = customElements.get('weft-probe');
    const again = defineElement('weft-probe', () => null, { defaults: {} });
    expect(again).to.equal(first);
  });

  it('resolves its rendered promise after the first render, even when the component throws', async () => {
    const errors = captureErrors();
    try {
      defineElement(
        'weft-broken',
        () => {
          throw new Error('boom');
        },
        { defaults: {} },
      );
      const el = document.createElement('weft-broken');
      document.body.append(el);
      await (el as unknown as Record<symbol, { promise: Promise<void> }>)[Symbol.for('weft.rendered')]!.promise;
      await settle();
      expect(errors.messages.some((m) => m.includes('<weft-broken> could not render'))).to.equal(true);
      el.remove();
    } finally {
      errors.restore();
    }
  });

  describe('one React root for every element', () => {
    it('keeps the neighbours of an element that throws working, and logs one error for it', async () => {
      const errors = captureErrors();
      try {
        defineElement(
          'weft-broken-neighbour',
          () => {
            throw new Error('kaput');
          },
          { defaults: {} },
        );
        const wrapper = await fixture<HTMLDivElement>('<div></div>');
        const before = document.createElement('weft-probe');
        before.setAttribute('config', JSON.stringify({ label: 'before' }));
        const broken = document.createElement('weft-broken-neighbour');
        const after = document.createElement('weft-probe');
        after.setAttribute('config', JSON.stringify({ label: 'after' }));
        wrapper.append(before, broken, after);
        await until(() => text(before) && text(after), 'the neighbours to render');
        await (broken as unknown as Record<symbol, { promise: Promise<void> }>)[Symbol.for('weft.rendered')]!.promise;
        expect(text(before)).to.equal('before|1|false|b|false');
        expect(text(after)).to.equal('after|1|false|b|false');
        expect(shadow(broken).querySelector('.frame')).to.equal(null);
        expect(errors.messages.filter((m) => m.includes('<weft-broken-neighbour> could not render'))).to.have.length(1);
        // The neighbours still answer after the failure: a click and a config change.
        after.setAttribute('config', JSON.stringify({ label: 'changed' }));
        await until(() => text(after) === 'changed|1|false|b|false', 'the neighbour to update');
      } finally {
        errors.restore();
      }
    });

    it('re-renders only the element whose config changed', async () => {
      const wrapper = await fixture<HTMLDivElement>('<div></div>');
      const [a, b] = ['a', 'b'].map((label) => {
        const el = document.createElement('weft-probe');
        el.setAttribute('config', JSON.stringify({ label }));
        return el;
      });
      wrapper.append(a!, b!);
      await until(() => text(a!) && text(b!), 'both to render');
      const seen: string[] = [];
      const observer = new MutationObserver((records) =>
        records.forEach((r) => seen.push((r.target.getRootNode() as ShadowRoot).host.textContent ?? '')),
      );
      observer.observe(shadow(a!), { subtree: true, characterData: true, childList: true });
      const watchB = new MutationObserver(() => seen.push('b changed'));
      watchB.observe(shadow(b!), { subtree: true, characterData: true, childList: true });
      a!.setAttribute('config', JSON.stringify({ label: 'a2' }));
      await until(() => text(a!) === 'a2|1|false|b|false', 'a to update');
      await settle();
      observer.disconnect();
      watchB.disconnect();
      expect(seen).not.to.include('b changed');
    });

    it('renders the elements of types defined a task apart in one commit, not one per type', async () => {
      const tags = ['weft-batch-a-probe', 'weft-batch-b-probe'];
      const wrapper = await fixture<HTMLDivElement>(`<div>${tags.map((t) => `<${t}></${t}>`).join('')}</div>`);
      const [a, b] = [...wrapper.children] as HTMLElement[];
      // What the first commit showed, seen right after it: each shadow root watched from its upgrade.
      const observer = new MutationObserver(() => {
        observer.disconnect();
        shown([a, b].map((el) => el!.shadowRoot?.querySelector('.probe') != null));
      });
      let shown!: (seen: boolean[]) => void;
      const firstCommit = new Promise<boolean[]>((resolve) => (shown = resolve));
      for (const [i, tag] of tags.entries())
        void customElements.whenDefined(tag).then(() => observer.observe(shadow([a, b][i]!), { childList: true, subtree: true }));
      // The chunks of a page's types are evaluated before the first of them upgrades its elements.
      for (const tag of tags) defineElement(tag, Probe, { defaults });
      expect(await firstCommit, 'both rendered in the first commit').to.deep.equal([true, true]);
    });

    it('does not render an element again when it moves with the same config', async () => {
      let renders = 0;
      const tag = 'weft-counted-probe';
      defineElement(
        tag,
        (props: ElementProps<ProbeConfig>) => {
          renders++;
          return <Probe {...props} />;
        },
        { defaults, booleans: ['disabled'] },
      );
      const wrapper = await fixture<HTMLDivElement>(`<div><${tag}></${tag}><section></section></div>`);
      const el = wrapper.firstElementChild as HTMLElement;
      await until(() => text(el) === 'x|1|false|b|false', 'the first render');
      await settle();
      const before = renders;
      // As a site runtime does with a host's tags: moved into its page region.
      wrapper.querySelector('section')!.append(el);
      await settle();
      expect(renders, 'no render for the move').to.equal(before);
      el.setAttribute('config', JSON.stringify({ label: 'after' }));
      await until(() => text(el) === 'after|1|false|b|false', 'a new config still renders');
    });

    it('renders nothing for an element that was never put in the document, and renders once it is', async () => {
      const el = document.createElement('weft-probe');
      el.setAttribute('config', JSON.stringify({ label: 'detached' }));
      await settle();
      expect(el.shadowRoot!.querySelector('.probe'), 'nothing mounted while detached').to.equal(null);
      (await fixture<HTMLDivElement>('<div></div>')).append(el);
      await until(() => text(el) === 'detached|1|false|b|false', 'the render once connected');
    });
  });

  describe('a config property, whatever the order', () => {
    let n = 0;
    // A new tag per test, so its definition comes exactly when the test wants it.
    const fresh = () => {
      const tag = `weft-order-${++n}`;
      return { tag, define: () => defineElement(tag, Probe, { defaults, booleans: ['disabled'] }) };
    };

    it('takes a property set before the element is defined (a framework rendered first)', async () => {
      const { tag, define } = fresh();
      const wrapper = await fixture<HTMLDivElement>('<div></div>');
      const el = document.createElement(tag) as HTMLElement & { config: unknown; disabled: unknown };
      el.config = { label: 'early', count: 7 };
      el.disabled = true;
      wrapper.append(el);
      define();
      await until(() => el.shadowRoot?.querySelector('.probe'), 'the upgrade');
      expect(text(el)).to.equal('early|7|false|b|true');
      expect(JSON.parse(el.getAttribute('config')!)).to.deep.equal({ label: 'early', count: 7 });
      // The accessor is in charge again: a later set re-renders.
      el.config = { label: 'later' };
      await until(() => text(el) === 'later|1|false|b|true', 'the later config');
    });

    it('takes a property set before the element is connected and defined, as JSON text', async () => {
      const { tag, define } = fresh();
      const el = document.createElement(tag) as HTMLElement & { config: unknown };
      el.config = '{"label":"text","count":"4"}';
      define();
      (await fixture<HTMLDivElement>('<div></div>')).append(el);
      await until(() => el.shadowRoot?.querySelector('.probe'), 'the upgrade');
      expect(text(el)).to.equal('text|4|false|b|false');
    });

    it('takes a property set after the upgrade the same way', async () => {
      const { tag, define } = fresh();
      define();
      const el = document.createElement(tag) as HTMLElement & { config: unknown };
      (await fixture<HTMLDivElement>('<div></div>')).append(el);
      el.config = { label: 'early', count: 7 };
      await until(() => text(el) === 'early|7|false|b|false', 'the config');
    });
  });

  it('keeps its state when moved, and unmounts once removed', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div><section></section></div>');
    const el = await probe({ config: JSON.stringify({ label: 'moved' }) });
    const before = shadow(el).querySelector('.probe');
    wrapper.querySelector('section')!.append(el);
    await settle();
    expect(shadow(el).querySelector('.probe'), 'the same rendered node').to.equal(before);
    el.remove();
    await until(() => !shadow(el).querySelector('.probe'), 'unmounted');
  });

  it('takes over elements the server drew one per task, each showing its drawing until then', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    const drawn = (label: string) =>
      `<weft-probe data-weft-ssr="${label}" config='{"label":"${label}"}'>` +
      `<template shadowrootmode="open"><p class="probe">drawn ${label}</p></template></weft-probe>`;
    // Declarative shadow roots, as the server renderer writes them (test markup).
    wrapper.setHTMLUnsafe(['a', 'b', 'c'].map(drawn).join(''));
    const probes = [...wrapper.querySelectorAll<HTMLElement>('weft-probe')];
    expect(probes.map(text)).to.deep.equal(['drawn a', 'drawn b', 'drawn c']);
    // What the page shows at the end of each task that took one over.
    const steps: string[][] = [];
    const observer = new MutationObserver(() => steps.push(probes.map((el) => text(el)!)));
    observer.observe(wrapper, { attributes: true, subtree: true, attributeFilter: ['data-weft-ssr'] });
    try {
      await until(() => probes.every((el) => !el.hasAttribute('data-weft-ssr')), 'every drawn probe taken over');
    } finally {
      observer.disconnect();
    }
    expect(steps).to.deep.equal([
      ['a|1|false|b|false', 'drawn b', 'drawn c'],
      ['a|1|false|b|false', 'b|1|false|b|false', 'drawn c'],
      ['a|1|false|b|false', 'b|1|false|b|false', 'c|1|false|b|false'],
    ]);
  });

  it('defines a type the server drew a task later, the same class to every caller', async () => {
    const tag = 'weft-later-probe';
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    wrapper.setHTMLUnsafe(`<${tag} data-weft-ssr="1"><template shadowrootmode="open"><p>drawn</p></template></${tag}>`);
    const defined = defineElement(tag, Probe, { defaults, booleans: ['disabled'], css: '.probe { color: rgb(1, 2, 3); }' });
    expect(customElements.get(tag), "not defined in the chunk's task").to.equal(undefined);
    expect(defineElement(tag, () => null, { defaults: {} }) === defined, 'the same class again').to.equal(true);
    await customElements.whenDefined(tag);
    expect(customElements.get(tag) === defined, 'that class defined').to.equal(true);
    const el = wrapper.firstElementChild as HTMLElement;
    // The drawing keeps the server's styles until the first render: no sheet adopted at the upgrade.
    expect(el.shadowRoot!.adoptedStyleSheets, 'no sheets while the drawing shows').to.have.length(0);
    await until(() => text(el) === 'x|1|false|b|false', 'the take-over');
    expect(el.shadowRoot!.adoptedStyleSheets, 'its sheets with the first render').to.have.length(3);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.probe')!).color).to.equal('rgb(1, 2, 3)');
  });

  it('defines at once a type with no element on the page, a task later one whose elements wait', async () => {
    const alone = defineElement('weft-alone-probe', Probe, { defaults });
    expect(customElements.get('weft-alone-probe') === alone, 'defined in its chunk’s task').to.equal(true);
    const tag = 'weft-waiting-probe';
    const wrapper = await fixture<HTMLDivElement>(`<div><${tag}></${tag}><${tag}></${tag}></div>`);
    defineElement(tag, Probe, { defaults });
    // Upgrading the elements that wait is a task of its own (an embed page's reserved boxes show).
    expect(customElements.get(tag), 'not defined in the chunk’s task').to.equal(undefined);
    await customElements.whenDefined(tag);
    const [first, second] = [...wrapper.children] as HTMLElement[];
    await until(() => shadow(first!).querySelector('.probe') && shadow(second!).querySelector('.probe'), 'both rendered');
  });

  it('keeps the keyboard focus of a visitor who tabbed into the drawing before the take-over', async () => {
    const tag = 'weft-focus-probe';
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    // The drawing as the server writes it (test markup), before the element's chunk arrived.
    wrapper.setHTMLUnsafe(
      `<button type="button">before</button><${tag} data-weft-ssr="1"><template shadowrootmode="open">` +
        `<div><p class="probe">drawn</p><button type="button">go</button></div></template></${tag}>`,
    );
    const el = wrapper.lastElementChild as HTMLElement;
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    const drawnButton = shadow(el).querySelector('button')!;
    // Compared as booleans: a failing comparison of two elements makes chai walk the DOM for its message.
    expect(shadow(el).activeElement === drawnButton, 'the drawn button has the focus').to.equal(true);
    let clicks = 0;
    el.addEventListener('weft-probe-click', () => clicks++);
    defineElement(tag, Probe, { defaults });
    await until(() => !el.hasAttribute('data-weft-ssr'), 'the take-over');
    const button = shadow(el).querySelector('button')!;
    expect(button === drawnButton, 'a rendered button').to.equal(false);
    expect(shadow(el).activeElement === button, 'the rendered button has the focus').to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(clicks, 'Enter presses the rendered button').to.equal(1);
  });
});
