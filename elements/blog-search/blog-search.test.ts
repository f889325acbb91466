import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { NAVIGATED_EVENT } from '../../src/base/go.js';
import { expectAccessible, mount, resetLanguage, setLanguage, settle, shadow, until } from '../../test/browser/helpers.js';
import { readableOn } from '../../src/blog/ui.js';
import './blog-search.element.js';

const render = (config: Record<string, unknown>) => mount('weft-blog-search', config, { ready: '[part~="form"]' });
const input = (el: HTMLElement) => shadow(el).querySelector<HTMLInputElement>('input')!;
const button = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('button')!;

/** Types like a visitor: focus, then keys. */
async function typeTerm(el: HTMLElement, text: string): Promise<void> {
  input(el).focus();
  await sendKeys({ type: text });
}

describe('weft-blog-search', () => {
  let navigate: sinon.SinonSpy;
  const start = location.pathname + location.search;
  beforeEach(() => {
    navigate = sinon.spy();
    (window as { weft?: unknown }).weft = { navigate };
  });
  afterEach(async () => {
    delete (window as { weft?: unknown }).weft;
    history.replaceState(null, '', start);
    location.hash = '';
    await resetMouse();
    await resetLanguage();
  });

  it('is accessible plain, with a placeholder and with colours', async () => {
    await expectAccessible(await render({}));
    await expectAccessible(await render({ showPlaceholder: true, lbltext: 'Search the blog' }));
    await expectAccessible(await render({ backgroundColor: '#ffd400', backgroundColorHover: '#1d3557' }));
  });

  it('is a search landmark whose field is labelled by lbltext, else "Search" in the visitor language', async () => {
    const el = await render({ lbltext: 'Find an article' });
    expect(shadow(el).querySelector('[role="search"]')).to.not.equal(null);
    expect(input(el).labels![0]!.textContent).to.equal('Find an article');
    const plain = await render({});
    expect(input(plain).labels![0]!.textContent).to.equal('Search');
    await setLanguage('fr_FR');
    expect(input(plain).labels![0]!.textContent).to.equal('Rechercher');
    expect(button(plain).textContent).to.equal('Rechercher');
  });

  it('shows the placeholder only with showPlaceholder', async () => {
    expect(input(await render({ lbltext: 'Find an article' })).hasAttribute('placeholder')).to.equal(false);
    expect(input(await render({ lbltext: 'Find an article', showPlaceholder: true })).placeholder).to.equal('Find an article');
    expect(input(await render({ showPlaceholder: true })).placeholder).to.equal('Search');
  });

  it('navigates to /s?query=… on submit, through the site router', async () => {
    const el = await render({});
    await typeTerm(el, 'web & design');
    await sendKeys({ press: 'Enter' });
    await until(() => navigate.called, 'the navigation');
    expect(navigate.firstCall.args[0]).to.equal('/s?query=web+%26+design');
  });

  it('submits with the button too, and not at all with an empty term', async () => {
    const el = await render({});
    button(el).click();
    await settle();
    expect(navigate.called).to.equal(false);
    await typeTerm(el, '   ');
    button(el).click();
    await settle();
    expect(navigate.called).to.equal(false);
    await typeTerm(el, 'news');
    button(el).click();
    await until(() => navigate.called, 'the navigation');
    expect(navigate.firstCall.args[0]).to.equal('/s?query=news');
  });

  it('does not leave the editor', async () => {
    location.hash = '#/editor/1';
    const el = await render({});
    await typeTerm(el, 'news');
    button(el).click();
    await settle();
    expect(navigate.called).to.equal(false);
  });

  it('shows the term of the results page, and follows in-site navigation', async () => {
    history.replaceState(null, '', '/s?query=hello');
    const el = await render({});
    expect(input(el).value).to.equal('hello');
    history.replaceState(null, '', '/s/page/2?query=world');
    dispatchEvent(new Event(NAVIGATED_EVENT));
    await until(() => input(el).value === 'world', 'the new term');
    history.replaceState(null, '', '/about');
    dispatchEvent(new Event(NAVIGATED_EVENT));
    await until(() => input(el).value === '', 'an empty box');
  });

  it('paints the button with backgroundColor, and backgroundColorHover on hover, text readable on both', async () => {
    const el = await render({ backgroundColor: '#ffd400', backgroundColorHover: '#1d3557' });
    const style = () => getComputedStyle(button(el));
    expect(style().backgroundColor).to.equal('rgb(255, 212, 0)');
    expect(style().color).to.equal('rgb(0, 0, 0)');
    // The frame stays clear: the colour belongs to the button.
    expect(getComputedStyle(shadow(el).querySelector('.frame')!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    const box = button(el).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => style().backgroundColor === 'rgb(29, 53, 87)', 'the hover colour');
    expect(style().color).to.equal('rgb(255, 255, 255)');
  });

  it('picks black or white text by contrast', () => {
    expect(readableOn('rgba(255, 255, 255, 1)')).to.equal('#000000');
    expect(readableOn('rgba(0, 0, 0, 1)')).to.equal('#ffffff');
    expect(readableOn('red')).to.equal(undefined);
    expect(readableOn(undefined)).to.equal(undefined);
  });
});
