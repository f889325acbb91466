import { expect } from '@open-wc/testing';
import { answerFlag, flag, parseConfig, readYesNo, undeclared, type Kind } from './config.js';

/** Reads `{ f: value }` over `{ f: fallback }` with f of `kind`: the field and the problems. */
function read(kind: Kind, value: unknown, fallback: unknown = null, choices?: readonly string[]) {
  const { config, problems } = parseConfig(
    { f: value },
    { f: fallback },
    { kinds: { f: kind }, choices: choices ? { f: choices } : {} },
  );
  return { f: (config as { f: unknown }).f, problems };
}

describe('config kinds', () => {
  it('reads lengths as builder data writes them, keeping their unit', () => {
    expect(read('length', 1500, 400).f).to.equal(1500);
    expect(read('length', '1500', 400).f).to.equal(1500);
    for (const css of ['1500px', '50%', '20vh', 'auto', '2.5em', 'calc(100% - 20px)'])
      expect(read('length', css, 400).f).to.equal(css);
    expect(read('length', '', 400).f, 'empty means unset').to.equal(400);
    const wrong = read('length', 'tall', 400);
    expect(wrong.f).to.equal(400);
    expect(wrong.problems[0]).to.contain('"f" should be a length');
    expect(read('length', [1], 400).problems).to.have.length(1);
  });

  it('reads ids as numbers or strings, and numbers written as text', () => {
    expect(read('id', 7, null).f).to.equal(7);
    expect(read('id', ' 7 ', null).f).to.equal('7');
    expect(read('id', { id: 7 }, null).problems).to.have.length(1);
    expect(read('number', '2.5', 1).f).to.equal(2.5);
    expect(read('integer', '3.6', 1).f).to.equal(4);
    expect(read('number', 'many', 1).f).to.equal(1);
  });

  it('reads booleans from true/false, 1/0 and yes/no', () => {
    for (const yes of [true, 1, '1', 'true', 'yes', 'on']) expect(read('boolean', yes, false).f).to.equal(true);
    for (const no of [false, 0, '0', 'false', 'no', 'off']) expect(read('boolean', no, true).f).to.equal(false);
    expect(read('boolean', 'maybe', true).problems).to.have.length(1);
    // Left empty: the field's default, with no complaint.
    for (const empty of ['', '  ']) {
      expect(read('boolean', empty, true)).to.deep.equal({ f: true, problems: [] });
      expect(read('boolean', empty, false)).to.deep.equal({ f: false, problems: [] });
    }
  });

  it('keeps colours the browser knows, and refuses the rest', () => {
    for (const c of ['#fff', '#1a56db', 'rgba(0, 0, 0, 0.5)', 'red', 'transparent', ''])
      expect(read('colour', c, '#000').f).to.equal(c);
    expect(read('colour', 'not-a-colour', '#000').f).to.equal('#000');
    expect(read('colour', 'red; background: url(x)', '#000').problems).to.have.length(1);
  });

  it('refuses addresses that run or embed code, however they are written', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(read('url', bad, '').f, bad).to.equal('');
    expect(read('url', 'https://example.com/a', '').f).to.equal('https://example.com/a');
    expect(read('url', '/relative', '').f).to.equal('/relative');
  });

  it('reads links with numeric ids and values as text, and lists and objects sent as JSON text', () => {
    expect(read('link', { type: 'popup', value: 1 }).f).to.deep.equal({ type: 'popup', value: '1', secondaryLink: null });
    expect(read('link', { type: 'page', valueID: 3, secondaryLink: { type: 'web', value: 5 } }).f).to.deep.equal({
      type: 'page',
      valueID: 3,
      secondaryLink: { type: 'web', value: '5', secondaryLink: null },
    });
    expect(read('link', 'nonsense').problems).to.have.length(1);
    expect(read('list', '[1,2]', []).f).to.deep.equal([1, 2]);
    const { config } = parseConfig({ o: '{"a":"5"}' }, { o: { a: 1 } }, { kinds: { o: 'object', 'o.a': 'number' } });
    expect(config.o).to.deep.equal({ a: 5 });
  });

  it('keeps unknown fields and names every field its defaults hold without a kind', () => {
    const { config } = parseConfig({ extra: [1] }, { a: 1 }, { kinds: { a: 'number' } });
    expect((config as Record<string, unknown>)['extra']).to.deep.equal([1]);
    expect(
      undeclared({ a: 1, b: { c: '' }, d: 'x' }, { kinds: { a: 'number', b: 'object' }, choices: { d: ['x'] } }),
    ).to.deep.equal(['b.c']);
  });
});

describe('one reading of yes/no', () => {
  const YES = [true, 1, '1', 'true', 'TRUE', ' yes ', 'Yes', 'on', 'ON'];
  const NO = [false, 0, '0', 'false', 'False', 'no', 'NO', 'off'];
  const EMPTY = ['', '  '];
  const NEITHER = [2, -1, 'maybe', 'y', {}, [], NaN];

  it('reads every spelling of yes and no, and nothing else', () => {
    for (const yes of YES) expect(readYesNo(yes), JSON.stringify(yes)).to.equal(true);
    for (const no of NO) expect(readYesNo(no), JSON.stringify(no)).to.equal(false);
    for (const other of [...NEITHER, ...EMPTY, null, undefined]) expect(readYesNo(other), String(other)).to.equal(undefined);
  });

  it('reads a field left empty as its default: on where the spec says on, off where it says off', () => {
    for (const empty of EMPTY) {
      expect(flag(empty, true), JSON.stringify(empty)).to.equal(true);
      expect(flag(empty, false), JSON.stringify(empty)).to.equal(false);
      expect(answerFlag({ success: empty }, 'success', true), 'an answer sent empty says no').to.equal(false);
    }
  });

  it('falls back for missing or unreadable settings only', () => {
    expect(flag(undefined, true)).to.equal(true);
    expect(flag(null, true)).to.equal(true);
    expect(flag('maybe', true)).to.equal(true);
    for (const no of NO) expect(flag(no, true), JSON.stringify(no)).to.equal(false);
    for (const yes of YES) expect(flag(yes, false), JSON.stringify(yes)).to.equal(true);
  });

  it("reads a server answer's success, valid or permission the same way", () => {
    for (const no of NO) expect(answerFlag({ success: no }, 'success', true), JSON.stringify(no)).to.equal(false);
    for (const yes of YES) expect(answerFlag({ valid: yes }, 'valid'), JSON.stringify(yes)).to.equal(true);
    expect(answerFlag({}, 'success', true), 'missing field').to.equal(true);
    expect(answerFlag('ok', 'success', false), 'no object').to.equal(false);
    expect(answerFlag(null, 'permission', false)).to.equal(false);
  });

  it('is the boolean kind of element configs', () => {
    for (const yes of YES) expect(read('boolean', yes, false).f).to.equal(true);
    for (const no of NO) expect(read('boolean', no, true).f).to.equal(false);
    for (const other of NEITHER) expect(read('boolean', other, true).problems, String(other)).to.have.length(1);
  });
});
