import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { HEADER_SWITCH_DELAY_MS, watchHeader } from './index.js';

describe('secondary header', () => {
  it('appears 200 ms after the visitor starts scrolling past the header, while they keep scrolling', () => {
    const mount = document.createElement('div');
    const header = Object.assign(document.createElement('header'), { style: 'display:block;height:100px' });
    header.dataset['weft'] = 'header';
    const scroll = document.createElement('header');
    scroll.dataset['weft'] = 'header-scroll';
    scroll.hidden = true;
    scroll.append(document.createElement('p'));
    const spacer = Object.assign(document.createElement('div'), { style: 'height:4000px' });
    mount.append(header, scroll, spacer);
    document.body.append(mount);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = watchHeader(mount);
    try {
      // A scroll event every 50 ms: the visitor has not stopped scrolling when 200 ms have passed.
      for (let at = 0; at < HEADER_SWITCH_DELAY_MS; at += 50) {
        scrollTo(0, 300 + at);
        dispatchEvent(new Event('scroll'));
        clock.tick(50);
        if (at + 50 < HEADER_SWITCH_DELAY_MS) expect(scroll.hidden, `${at + 50} ms`).to.equal(true);
      }
      expect(scroll.hidden, 'shown 200 ms after the first scroll').to.equal(false);
      expect(header.classList.contains('weft-scrolled')).to.equal(true);
      scrollTo(0, 0);
      dispatchEvent(new Event('scroll'));
      clock.tick(HEADER_SWITCH_DELAY_MS);
      expect(scroll.hidden, 'back at the top').to.equal(true);
    } finally {
      stop();
      clock.restore();
      mount.remove();
      scrollTo(0, 0);
    }
  });
});
