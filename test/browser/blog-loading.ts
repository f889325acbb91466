/**
 * How every blog widget loads (src/blog/load.ts), asserted the same way for each, as the form
 * contract does for the forms: a spinner announced as 'Loading…' until the answer is in; taken off
 * the page mid-request, nothing logged; a failed call, its empty state and one console error that
 * names it (nameOf: the tag and its id). Call it inside the widget's describe, after the fake blog
 * service is installed in beforeEach.
 */
import { expect } from '@open-wc/testing';
import type { FakeBlog } from '../fakes/blog.js';
import { $, captureErrors, mount, settle, until } from './helpers.js';

export interface BlogWidget {
  tag: string;
  /** A config that asks the blog service. */
  config: Record<string, unknown>;
  /** What shows once the answer is in. */
  loaded: string;
  /** The service path whose failure it survives. */
  failing: string;
  /** Its empty state, and what a visitor sees of it. */
  empty: { selector: string; text: string } | { selector: string; hidden: true };
}

export function blogLoadingContract(blog: () => FakeBlog, widget: BlogWidget): void {
  const { tag, config, loaded, failing, empty } = widget;

  it('shows a spinner, announced as loading, until the answer arrives', async () => {
    blog().hold();
    const el = await mount(tag, config, { ready: '[part="spinner"]' });
    expect($(el, '[part="spinner"]')!.getAttribute('role')).to.equal('status');
    expect($(el, '[part="spinner"]')!.textContent).to.equal('Loading…');
    blog().release();
    await until(() => $(el, loaded), 'the answer');
    expect($(el, '[part="spinner"]')).to.equal(null);
  });

  it('taken off the page mid-request, it cancels the request and logs nothing', async () => {
    blog().hold();
    const errors = captureErrors();
    try {
      const el = await mount(tag, config, { ready: '[part="spinner"]' });
      const asked = blog().calls.length;
      el.remove();
      await until(() => !el.shadowRoot!.querySelector('[part]'), 'the element to unmount');
      blog().release();
      await settle();
      expect(asked).to.be.greaterThan(0);
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('keeps the page working when the call fails: its empty state and one error naming it', async () => {
    blog().failing.set(failing, 422);
    const errors = captureErrors();
    try {
      const el = await mount(tag, config, { id: `${tag}-lost`, ready: empty.selector });
      if ('text' in empty) expect($(el, empty.selector)!.textContent).to.equal(empty.text);
      else expect($(el, empty.selector)!.getBoundingClientRect().height).to.equal(0);
      await settle();
      const mine = errors.messages.filter((m) => m.includes(tag));
      expect(mine).to.have.length(1);
      expect(mine[0]).to.match(new RegExp(`^<${tag} id="${tag}-lost"> could not load`));
    } finally {
      errors.restore();
    }
  });
}
