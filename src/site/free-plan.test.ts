import { expect } from '@open-wc/testing';
import { setFetchForTests } from '../http/index.js';
import { DEFAULT_SITE, regionalSite, showFreePlan } from './free-plan.js';

describe('free plan', () => {
  let requests: string[];
  afterEach(() => setFetchForTests(null));
  const answer = (plan: unknown, watermark: unknown, fail = false) => {
    requests = [];
    setFetchForTests(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.pathname);
      if (fail) return new Response('down', { status: 503 });
      return Response.json(url.pathname.includes('/plan/') ? plan : watermark);
    });
  };

  it('maps watermark languages to regional sites, others to the default one', () => {
    expect(regionalSite('fr_FR')).to.equal('https://weft.example/fr/');
    expect(regionalSite('de_DE')).to.equal('https://weft.example/de/');
    expect(regionalSite('ja_JP')).to.equal(DEFAULT_SITE);
  });

  it('shows the banner and the watermark on a free site, from the provider’s answers, once per page load', async () => {
    answer({ data: { is_free: true } }, { data: { watermark: true } });
    const mount = document.createElement('weft-site');
    const site = {
      website_id: 'c2l0ZS0x',
      options: { is_free: true, id_office_user: 77, watermark_lang: 'fr_FR', watermark_side: 'left' },
    };
    await showFreePlan(mount, site);
    const banner = mount.querySelector<HTMLElement>('[data-weft="free-banner"]')!;
    expect(banner.textContent).to.contain('This website was made with').and.contain('Start now');
    expect(banner.querySelector('a')!.href).to.equal('https://weft.example/fr/');
    expect(mount.style.getPropertyValue('--weft-fixed-top')).to.equal('50px');
    const mark = mount.querySelector<HTMLAnchorElement>('[data-weft="watermark"]')!;
    expect(mark.dataset['side']).to.equal('left');
    expect(requests).to.deep.equal(['/plan/77', '/watermark/c2l0ZS0x']);
    await showFreePlan(document.createElement('weft-site'), site);
    expect(requests, 'cached per page load').to.have.length(2);
  });

  it('shows nothing when the provider says the plan is paid', async () => {
    answer({ data: { is_free: false } }, { data: { watermark: false } });
    const mount = document.createElement('weft-site');
    await showFreePlan(mount, { website_id: 'paid', options: { is_free: true, id_office_user: 78 } });
    expect(mount.children).to.have.length(0);
  });

  it('reads is_free and watermark in every spelling: "0" shows no watermark, "1" shows it', async () => {
    const shown = async (plan: unknown, watermark: unknown, options: Record<string, unknown>, fail = false) => {
      answer(plan, watermark, fail);
      const mount = document.createElement('weft-site');
      await showFreePlan(mount, { website_id: `w-${Math.random()}`, options: { id_office_user: Math.random(), ...options } });
      return ['free-banner', 'watermark'].filter((part) => mount.querySelector(`[data-weft="${part}"]`));
    };
    for (const no of [0, '0', 'false', 'no', 'off']) {
      expect(
        await shown({ data: { is_free: no } }, { data: { watermark: no } }, { is_free: true }),
        `answers ${no}`,
      ).to.deep.equal([]);
      expect(await shown(null, null, { is_free: no, watermark: no }, true), `options ${no}`).to.deep.equal([]);
      expect(await shown(null, null, { is_free: '1', watermark: no }, true), `watermark ${no}`).to.deep.equal(['free-banner']);
    }
    for (const yes of [1, '1', 'true', 'yes', 'on']) {
      expect(await shown({ data: { is_free: yes } }, { data: { watermark: yes } }, {}), `answers ${yes}`).to.deep.equal([
        'free-banner',
        'watermark',
      ]);
      expect(await shown(null, null, { is_free: yes }, true), `options ${yes}`).to.deep.equal(['free-banner', 'watermark']);
    }
  });

  it('falls back to the site options when the provider cannot answer', async () => {
    answer(null, null, true);
    const mount = document.createElement('weft-site');
    await showFreePlan(mount, { website_id: 'down', options: { is_free: true, id_office_user: 79 } });
    expect(mount.querySelector('[data-weft="free-banner"]')).to.not.equal(null);
    expect(mount.querySelector('[data-weft="watermark"]')).to.not.equal(null);
  });
});
