import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { captureErrors } from '../../test/browser/helpers.js';
import type { PageData } from '../base/data.js';
import { layoutFor, MOBILE_REVEAL_EVERY_MS, nodeElement, renderSite, shows } from './render.js';

const panels = (n: number, order?: (i: number) => number | undefined) =>
  Array.from({ length: n }, (_, i) => ({ type: 'panel', id: `p${i}`, config: order ? { order_mobile: order(i) } : {} }));
const page = (desktop: unknown[], mobile?: unknown[]): PageData => ({
  id: 1,
  url: 'home',
  initial: '1',
  layout: { desktop, mobile },
});
const ids = (nodes: unknown[]) => nodes.map((n) => (n as { id: string }).id);

describe('page rendering', () => {
  it('uses the mobile layout on phones and falls back to desktop, in order_mobile order', () => {
    expect(ids(layoutFor(page(panels(2), [{ type: 'text', id: 'm' }]), 'mobile'))).to.deep.equal(['m']);
    const ordered = page(panels(4, (i) => [undefined, 2, 1, undefined][i]));
    expect(ids(layoutFor(ordered, 'mobile'))).to.deep.equal(['p2', 'p1', 'p0', 'p3']);
    expect(ids(layoutFor(ordered, 'desktop'))).to.deep.equal(['p0', 'p1', 'p2', 'p3']);
  });

  it('turns nodes into weft-* tags with their id and config; invalid nodes are left out with one error each', () => {
    const el = nodeElement({ type: 'timer', id: 'el-1', config: { theme: 'pill' } })!;
    expect(el.localName).to.equal('weft-timer');
    expect(el.id).to.equal('el-1');
    expect(JSON.parse(el.getAttribute('config')!)).to.deep.equal({ theme: 'pill' });
    const errors = captureErrors();
    try {
      expect(nodeElement({ type: '<script>' })).to.equal(null);
      expect(nodeElement(null)).to.equal(null);
      expect(nodeElement({ id: 'no-type' })).to.equal(null);
      expect(errors.messages).to.have.length(3);
    } finally {
      errors.restore();
    }
  });

  it('anchors a panel whose anchorActive is on, in every spelling of yes', () => {
    const anchor = (anchorActive: unknown) =>
      nodeElement({ type: 'panel', config: { anchorActive, anchorName: 'offers' } })!.getAttribute('data-anchor');
    for (const yes of [true, 1, '1', 'true', 'yes', 'on']) expect(anchor(yes), String(yes)).to.equal('offers');
    for (const no of [false, 0, '0', 'false', 'no', 'off']) expect(anchor(no), String(no)).to.equal(null);
  });

  it('shows header and footer unless the page turns them off', () => {
    expect(shows(undefined)).to.equal(true);
    expect(shows({ show: false })).to.equal(false);
    expect(shows({ active: 'false' })).to.equal(false);
    expect(shows(false)).to.equal(false);
    expect(shows({ show: true })).to.equal(true);
    for (const no of [0, '0', 'no', 'off', 'FALSE']) {
      expect(shows({ visible: no }), String(no)).to.equal(false);
      expect(shows(no), String(no)).to.equal(false);
    }
    expect(shows({ show: 'yes', active: 1 })).to.equal(true);
    // Left empty: the spec's default, shown.
    expect(shows({ show: '' })).to.equal(true);
    expect(shows('')).to.equal(true);
    expect(shows({ show: ' ', active: '', visible: '' })).to.equal(true);
  });

  it('re-renders without moving the regions, so elements keep their state', () => {
    const mount = document.createElement('weft-site');
    document.body.append(mount);
    const p = page(panels(2));
    renderSite(mount, {}, p, 'desktop');
    const panel = mount.querySelector('weft-panel')!;
    let disconnected = 0;
    const observer = new MutationObserver((records) => (disconnected += records.reduce((n, r) => n + r.removedNodes.length, 0)));
    observer.observe(mount, { childList: true, subtree: true });
    renderSite(mount, {}, p, 'desktop');
    renderSite(mount, {}, p, 'desktop');
    observer.takeRecords();
    observer.disconnect();
    expect(disconnected).to.equal(0);
    expect(mount.querySelector('weft-panel')).to.equal(panel);
    mount.remove();
  });

  it('on a phone, shows 15 or more panels one by one every 500 ms, unless a hash is present', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const mount = document.createElement('weft-site');
      const main = () => mount.querySelector('[data-weft="page"]')!;
      renderSite(mount, {}, page(panels(15)), 'mobile');
      expect(main().children).to.have.length(1);
      clock.tick(MOBILE_REVEAL_EVERY_MS);
      expect(main().children).to.have.length(2);
      clock.tick(MOBILE_REVEAL_EVERY_MS * 13);
      expect(main().children).to.have.length(15);

      const withHash = document.createElement('weft-site');
      renderSite(withHash, {}, page(panels(15)), 'mobile', true);
      expect(withHash.querySelector('[data-weft="page"]')!.children).to.have.length(15);
      const fewer = document.createElement('weft-site');
      renderSite(fewer, {}, page(panels(14)), 'mobile');
      expect(fewer.querySelector('[data-weft="page"]')!.children).to.have.length(14);
      const desktop = document.createElement('weft-site');
      renderSite(desktop, {}, page(panels(20)), 'desktop');
      expect(desktop.querySelector('[data-weft="page"]')!.children).to.have.length(20);
    } finally {
      clock.restore();
    }
  });
});
