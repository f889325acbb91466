import { expect } from '@open-wc/testing';
import { keptAnswers } from './kept.js';
import { cssColor, hexToRgba, isHex, normaliseAlpha } from './color.js';
import { local, readJson, writeJson } from './storage.js';
import { navigableUrl, normaliseWebAddress, safeUrl, sitePath } from './url.js';
import { nameOf } from './name.js';
import { captureErrors } from '../../test/browser/helpers.js';

describe('the URL policy', () => {
  it('refuses javascript:, data: and vbscript:, also disguised with case, spaces or control characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'),
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(safeUrl(bad), bad).to.equal(null);
    }
  });

  it('allows http(s), mailto, tel, sms and relative paths', () => {
    expect(safeUrl('https://example.com/a')!.href).to.equal('https://example.com/a');
    expect(safeUrl('mailto:a@b.c')!.protocol).to.equal('mailto:');
    expect(safeUrl('tel:+123')!.protocol).to.equal('tel:');
    expect(safeUrl('/about')!.pathname).to.equal('/about');
  });

  it('lets pages navigate only to http(s)', () => {
    expect(navigableUrl('mailto:a@b.c')).to.equal(null);
    expect(navigableUrl('https://example.com')!.host).to.equal('example.com');
  });

  it('normalises a web address without a scheme to https', () => {
    expect(normaliseWebAddress('example.com/offer')!.href).to.equal('https://example.com/offer');
    expect(normaliseWebAddress('//example.com')!.href).to.equal('https://example.com/');
    expect(normaliseWebAddress('http://example.com')!.href).to.equal('http://example.com/');
    expect(normaliseWebAddress('javascript:alert(1)')).to.equal(null);
    expect(normaliseWebAddress('')).to.equal(null);
  });
});

describe('page paths (sitePath)', () => {
  it('builds a path of this site from a page url', () => {
    for (const [value, path] of [
      ['about', '/about'],
      ['/about', '/about'],
      ['  about  ', '/about'],
      ['blog/first-post?x=1#top', '/blog/first-post?x=1#top'],
      ['', '/'],
      [12, '/12'],
    ] as const)
      expect(sitePath(value), JSON.stringify(value)).to.equal(path);
    expect(sitePath(null)).to.equal(null);
    expect(sitePath({ url: 'about' })).to.equal(null);
  });

  it('keeps every spelling of another host on the site', () => {
    const spellings = [
      '\\evil.example',
      '\\evil.example/x',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '\t//evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      '///evil.example',
      ' //evil.example',
      '\u0000//evil.example',
      '/./\\evil.example',
      '/.//evil.example',
      '/../evil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '%5C%2Fevil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example@site',
      '/\\evil.example:443/x',
    ];
    for (const value of spellings) {
      const path = sitePath(value);
      if (path === null) continue; // refused: also staying on the site
      expect(path, JSON.stringify(value)).to.match(/^\/(?![/\\])/);
      for (const base of [location.href, 'https://site.example/deep/page', 'http://localhost:8080/'])
        expect(new URL(path, base).origin, `${JSON.stringify(value)} against ${base}`).to.equal(new URL(base).origin);
      // Followed as the browser follows an href.
      const a = document.createElement('a');
      a.href = path;
      expect(a.origin, JSON.stringify(value)).to.equal(location.origin);
    }
  });
});

describe('hex colours', () => {
  it('accepts 3, 4, 6 or 8 digits after #', () => {
    for (const ok of ['#abc', '#abcd', '#aabbcc', '#aabbccdd']) expect(isHex(ok), ok).to.equal(true);
    for (const bad of ['abc', '#ab', '#abcde', '#ggg', '#aabbccd', '']) expect(isHex(bad), bad).to.equal(false);
  });

  it("converts hex to RGBA and says 'Invalid HEX' otherwise", () => {
    expect(hexToRgba('#ff0000')).to.equal('rgba(255, 0, 0, 1)');
    expect(hexToRgba('#0f08')).to.equal('rgba(0, 255, 0, 0.533)');
    expect(hexToRgba('#000000', 50)).to.equal('rgba(0, 0, 0, 0.5)');
    expect(() => hexToRgba('red')).to.throw('Invalid HEX');
  });

  it('reads alpha as 0–1 or as a 1–100 percentage', () => {
    expect(normaliseAlpha(0.25)).to.equal(0.25);
    expect(normaliseAlpha(40)).to.equal(0.4);
    expect(normaliseAlpha(-1)).to.equal(1);
    expect(normaliseAlpha(500)).to.equal(1);
  });

  it("gives a malformed hex value no CSS and logs 'Invalid HEX' once for its element", () => {
    const errors = captureErrors();
    try {
      const a = document.createElement('weft-button');
      a.id = 'buy';
      const b = document.createElement('weft-timer');
      for (let i = 0; i < 3; i++) expect(cssColor('#12', a)).to.equal(undefined);
      expect(cssColor(' #ggg ', a)).to.equal(undefined);
      expect(cssColor('#12', b)).to.equal(undefined);
      expect(errors.messages).to.have.length(3);
      expect(errors.messages[0]).to.contain('<weft-button id="buy">').and.contain('Invalid HEX "#12"');
      expect(errors.messages[1]).to.contain('Invalid HEX "#ggg"');
      expect(errors.messages[2]).to.contain('<weft-timer>').and.contain('Invalid HEX "#12"');
      // Without an element: once for the page.
      expect(cssColor('#zz-page-only')).to.equal(undefined);
      expect(cssColor('#zz-page-only')).to.equal(undefined);
      expect(errors.messages).to.have.length(4);
    } finally {
      errors.restore();
    }
  });

  it('passes named and functional colours through', () => {
    expect(cssColor('red')).to.equal('red');
    expect(cssColor('#fff')).to.equal('rgba(255, 255, 255, 1)');
    expect(cssColor('')).to.equal(undefined);
  });
});

describe('safe storage', () => {
  it('reads a corrupted JSON value as missing', () => {
    local.set('weft-test-corrupt', '{not json');
    expect(readJson(local, 'weft-test-corrupt')).to.equal(null);
    writeJson(local, 'weft-test-corrupt', { a: 1 });
    expect(readJson(local, 'weft-test-corrupt')).to.deep.equal({ a: 1 });
    local.remove('weft-test-corrupt');
  });

  it('keeps values in memory when the browser refuses to store them', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      local.set('weft-test-full', 'kept');
      expect(local.get('weft-test-full')).to.equal('kept');
    } finally {
      Storage.prototype.setItem = original;
      local.remove('weft-test-full');
    }
  });
});

describe('nameOf: how an element names itself in the console', () => {
  it('is the tag with its id, the tag alone without one, or a tag name as given', () => {
    const el = document.createElement('weft-timer');
    expect(nameOf(el)).to.equal('<weft-timer>');
    el.id = 'launch';
    expect(nameOf(el)).to.equal('<weft-timer id="launch">');
    expect(nameOf('weft-post-page')).to.equal('<weft-post-page>');
  });
});

describe('keptAnswers: a bounded memo', () => {
  it('answers a key again without making it, and drops the oldest past its size', () => {
    const made: string[] = [];
    const kept = keptAnswers<string>(2);
    const make = (key: string) => () => {
      made.push(key);
      return key.toUpperCase();
    };
    expect(kept('a', make('a'))).to.equal('A');
    expect(kept('a', make('a'))).to.equal('A');
    expect(kept('b', make('b'))).to.equal('B');
    expect(kept('c', make('c'))).to.equal('C');
    expect(kept('b', make('b'))).to.equal('B');
    expect(kept('a', make('a'))).to.equal('A');
    expect(made).to.deep.equal(['a', 'b', 'c', 'a']);
  });
});
