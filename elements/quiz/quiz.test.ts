import { expect } from '@open-wc/testing';
import { consent } from '../../src/consent/state.js';
import { device } from '../../src/device.js';
import { PRODUCTION_QUIZ } from '../../src/http/hosts.js';
import { provideSiteData } from '../../src/base/data.js';
import { expectAccessible, mount, partText, resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { expectConsentGate, marketingAcceptedEachTest } from '../../test/browser/consent.js';
import { QUIZ_SANDBOX, quizAddress } from './quiz.js';
import './quiz.element.js';

const quiz = (config: Record<string, unknown>) =>
  mount('weft-quiz', config, { ready: '[part="placeholder"], [part="consent"], [part="quiz"]' });
const frame = (el: HTMLElement) => shadow(el).querySelector<HTMLIFrameElement>('iframe[part="quiz"]');

describe('weft-quiz', () => {
  let stage: HTMLDivElement;
  marketingAcceptedEachTest();
  beforeEach(() => {
    // Wide enough for the quiz's own width and max width to show.
    stage = document.createElement('div');
    stage.style.width = '1200px';
    document.body.append(stage);
  });
  afterEach(async () => {
    provideSiteData(undefined);
    device.value = 'desktop';
    stage.remove();
    await resetLanguage();
  });

  it("prompts to 'Select a quiz' without a quiz, accessibly and in the visitor's language", async () => {
    const el = await quiz({ quiz: { id: '' } });
    expect(partText(el, 'placeholder')).to.equal('Select a quiz');
    expect(frame(el)).to.equal(null);
    await expectAccessible(el);
    await setLanguage('fr_FR');
    expect(partText(el, 'placeholder')).to.equal('Sélectionnez un quiz');
  });

  it('frames the quiz service at view-by/cheetah/{quiz.id}, with a title, lazily, in a narrow sandbox', async () => {
    const el = await quiz({ quiz: { id: 42 } });
    const iframe = frame(el)!;
    expect(iframe.src).to.equal(`${PRODUCTION_QUIZ}/view-by/cheetah/42`);
    expect(iframe.title).to.equal('Quiz');
    expect(iframe.getAttribute('loading')).to.equal('lazy');
    expect(iframe.getAttribute('sandbox')).to.equal(QUIZ_SANDBOX);
    await expectAccessible(el);
  });

  it('encodes the quiz id, and takes the quiz service from options.endpoints.quiz', () => {
    expect(quizAddress('a/b c', 'https://q.example')).to.equal('https://q.example/view-by/cheetah/a%2Fb%20c');
    expect(quizAddress('  ', 'https://q.example')).to.equal(null);
    provideSiteData({ options: { endpoints: { quiz: 'https://quizzes.example.org/' } } });
    expect(quizAddress('x1')).to.equal('https://quizzes.example.org/view-by/cheetah/x1');
  });

  it('waits for marketing consent, saying what will load, or for the visitor to load this quiz', async () => {
    consent.value = { chosen: true, accepted: [] };
    const el = await quiz({ quiz: { id: 'q1' } });
    await expectConsentGate(el, () => frame(el), { says: 'quiz', action: 'Load quiz' });
  });

  it('is 700 wide and at least 950 tall by default, never wider than 850', async () => {
    const el = await quiz({ quiz: { id: 'q1' } });
    stage.append(el);
    let box = el.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(700);
    expect(Math.round(box.height)).to.equal(950);
    el.setAttribute('config', JSON.stringify({ quiz: { id: 'q1' }, width: 1000 }));
    await until(() => Math.round(el.getBoundingClientRect().width) === 850, 'the max width of 850');
    el.setAttribute('config', JSON.stringify({ quiz: { id: 'q1' }, height: 1200 }));
    await until(() => Math.round(el.getBoundingClientRect().height) === 1200, 'a height above the min height');
    box = el.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(700);
  });

  it('fullWidth takes the whole width (no max width), fullHeight the screen’s height', async () => {
    const el = await quiz({ quiz: { id: 'q1' }, fullWidth: true, fullHeight: true, minHeight: 0 });
    stage.append(el);
    await until(() => el.hasAttribute('data-full-height'), 'fullHeight applied');
    const box = el.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(1200);
    expect(Math.round(box.height)).to.equal(innerHeight);
  });

  it('is rotated on desktop only', async () => {
    const el = await quiz({ quiz: { id: 'q1' }, rotation: 15 });
    expect(getComputedStyle(el).transform).not.to.equal('none');
    device.value = 'mobile';
    await until(() => getComputedStyle(el).transform === 'none', 'no rotation on mobile');
  });
});
