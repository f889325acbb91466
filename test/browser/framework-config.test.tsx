/**
 * An object config that a framework wrote as "[object Object]" (it set the prop before the element
 * was defined) is taken from the props the framework kept: React's on the node, Vue's in the vnode
 * tree under its app's container. The real frameworks are in host-frameworks.test.ts; these are
 * the shapes they leave, against src/define.ts directly.
 */
import { expect, fixture } from '@open-wc/testing';
import { defineElement, frameworkConfig, type ElementProps } from '../../src/define.js';
import { captureErrors, shadow, until } from './helpers.js';

function Label({ config }: ElementProps<{ label: string }>) {
  return <p className="label">{config.label}</p>;
}

let n = 0;
/**
 * A tag defined only when the test says: the framework has rendered by then. With its element on
 * the page already, the type is defined a task later (src/define.ts).
 */
const fresh = () => {
  const tag = `weft-early-${++n}`;
  return {
    tag,
    define: async () => {
      defineElement(tag, Label, { defaults: { label: 'default' } });
      await customElements.whenDefined(tag);
    },
  };
};
const label = (el: Element) => shadow(el).querySelector('.label')?.textContent;

describe('an object config a framework wrote as text before the element was defined', () => {
  it("is taken from React's props on the node", async () => {
    const { tag, define } = fresh();
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    const el = document.createElement(tag);
    el.setAttribute('config', '[object Object]');
    Object.assign(el, { __reactProps$k3y: { config: { label: 'from React' }, children: undefined } });
    wrapper.append(el);
    const errors = captureErrors();
    try {
      await define();
      await until(() => label(el) === 'from React', 'the config React meant');
      expect(JSON.parse(el.getAttribute('config')!)).to.deep.equal({ label: 'from React' });
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it("is taken from the element's vnode in a Vue app's tree", async () => {
    const { tag, define } = fresh();
    const container = await fixture<HTMLDivElement>('<div><section></section></div>');
    const section = container.querySelector('section')!;
    const el = document.createElement(tag);
    el.setAttribute('config', '[object Object]');
    section.append(el);
    const sibling = { type: tag, el: document.createElement(tag), props: { config: { label: 'not mine' } } };
    const mine = { type: tag, el, props: { config: { label: 'from Vue' }, key: 1 } };
    const sectionNode = { type: 'section', el: section, children: [sibling, mine] };
    const component = { type: {}, el: section, component: { subTree: sectionNode } };
    (container as unknown as { _vnode: unknown })._vnode = { type: {}, component: { subTree: component } };
    await define();
    await until(() => label(el) === 'from Vue', 'the config Vue meant');
  });

  it("is found for an element teleported out of its Vue app's container", async () => {
    const { tag, define } = fresh();
    const page = await fixture<HTMLDivElement>('<div><div id="app" data-v-app></div><aside></aside></div>');
    const el = document.createElement(tag);
    el.setAttribute('config', '[object Object]');
    page.querySelector('aside')!.append(el);
    const teleport = { type: {}, el: null, children: [{ type: tag, el, props: { config: { label: 'teleported' } } }] };
    (page.querySelector('#app') as unknown as { _vnode: unknown })._vnode = { type: {}, children: [teleport] };
    await define();
    await until(() => label(el) === 'teleported', 'the config Vue meant');
  });

  it('finds nothing without a framework, and the element says its config is bad', async () => {
    const { tag, define } = fresh();
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    const el = document.createElement(tag);
    el.setAttribute('config', '[object Object]');
    wrapper.append(el);
    expect(frameworkConfig(el)).to.equal(undefined);
    const errors = captureErrors();
    try {
      await define();
      await until(() => label(el) === 'default', 'the defaults');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain(`<${tag}> has a bad config`);
    } finally {
      errors.restore();
    }
  });
});
