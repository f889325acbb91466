import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { setViewport } from '@web/test-runner-commands';
import { configureDevice, device, detectDevice, isTablet, narrowViewport, RESIZE_SETTLE_MS } from './device.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('device classes', () => {
  it('is mobile at 768 px wide or less', async () => {
    expect(detectDevice(true, false, DESKTOP)).to.equal('mobile');
    expect(detectDevice(false, false, DESKTOP)).to.equal('desktop');
    try {
      await setViewport({ width: 768, height: 600 });
      expect(narrowViewport.matches, '768 px').to.equal(true);
      await setViewport({ width: 769, height: 600 });
      expect(narrowViewport.matches, '769 px').to.equal(false);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('is mobile by touch and a phone user agent, whatever the width', () => {
    expect(detectDevice(false, true, IPHONE)).to.equal('mobile');
    expect(detectDevice(false, false, IPHONE)).to.equal('desktop');
  });

  it('shows tablets the desktop view unless the site has a tablet version', () => {
    for (const ua of [IPAD, IPADOS, ANDROID_TABLET]) {
      expect(isTablet(true, ua), ua).to.equal(true);
      expect(detectDevice(false, true, ua, false), ua).to.equal('desktop');
      expect(detectDevice(false, true, ua, true), ua).to.equal('mobile');
    }
    expect(isTablet(false, IPADOS)).to.equal(false);
  });

  it('honours the site option tablet_version in every spelling (1, "1", "yes", true…)', () => {
    // This browser, as an iPad: a touch screen and a tablet user agent.
    Object.defineProperty(navigator, 'userAgent', { value: IPAD, configurable: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    const viewport = () => document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content ?? '';
    const before = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const original = before?.content;
    try {
      for (const yes of [1, '1', true, 'true', 'yes', 'on']) {
        if (before) before.content = original!;
        else document.querySelector('meta[name="viewport"]')?.remove();
        configureDevice({ tabletVersion: yes });
        expect(device.value, String(yes)).to.equal('mobile');
        expect(viewport(), String(yes)).to.not.include('1366');
      }
      for (const no of [0, '0', false, 'false', 'no', undefined]) {
        configureDevice({ tabletVersion: no });
        expect(device.value, String(no)).to.equal('desktop');
        expect(viewport(), String(no)).to.equal('width=1366');
      }
    } finally {
      delete (navigator as unknown as Record<string, unknown>)['userAgent'];
      delete (navigator as unknown as Record<string, unknown>)['maxTouchPoints'];
      if (before) before.content = original!;
      else document.querySelector('meta[name="viewport"]')?.remove();
      configureDevice({});
    }
  });

  it('re-evaluates 2 s after the last resize', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      device.value = 'mobile';
      dispatchEvent(new Event('resize'));
      clock.tick(RESIZE_SETTLE_MS - 1);
      expect(device.value).to.equal('mobile');
      dispatchEvent(new Event('resize'));
      clock.tick(RESIZE_SETTLE_MS - 1);
      expect(device.value).to.equal('mobile');
      clock.tick(1);
      expect(device.value).to.equal(innerWidth <= 768 ? 'mobile' : 'desktop');
    } finally {
      clock.restore();
    }
  });
});
