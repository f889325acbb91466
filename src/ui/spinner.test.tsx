import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { resetLanguage, setLanguage, shadow, until } from '../../test/browser/helpers.js';
import { defineElement, type ElementProps } from '../define.js';
import { Spinner } from './spinner.js';

interface ProbeConfig {
  kind: 'status' | 'shown' | 'inline';
}

function SpinnerProbe({ config }: ElementProps<ProbeConfig>) {
  if (config.kind === 'inline') {
    return (
      <button type="button" aria-busy="true">
        <Spinner inline /> Send
      </button>
    );
  }
  return config.kind === 'shown' ? <Spinner label="Creating your checkout" showLabel part="loading" /> : <Spinner />;
}
defineElement('weft-spinner-probe', SpinnerProbe, { defaults: { kind: 'status' } });

async function probe(kind: ProbeConfig['kind']): Promise<ShadowRoot> {
  const wrapper = await fixture<HTMLDivElement>('<div></div>');
  const el = document.createElement('weft-spinner-probe');
  el.setAttribute('config', JSON.stringify({ kind }));
  wrapper.append(el);
  await until(() => el.shadowRoot?.querySelector('.spinner'), 'the spinner');
  return shadow(el);
}

describe('Spinner: the one busy indicator', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetLanguage();
  });

  it("is a status announcing the visitor's 'Loading…', the wheel hidden from screen readers", async () => {
    const root = await probe('status');
    const status = root.querySelector('[part="spinner"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('Loading…');
    expect(root.querySelector('.spinner')!.getAttribute('aria-hidden')).to.equal('true');
    expect(root.querySelector('.visually-hidden')!.textContent).to.equal('Loading…');
  });

  it("says 'Loading…' in the visitor's language", async () => {
    await setLanguage('fr_FR');
    const root = await probe('status');
    await until(() => root.querySelector('[part="spinner"]')!.textContent !== 'Loading…', 'the French label');
    expect(root.querySelector('[part="spinner"]')!.textContent).to.equal('Chargement…');
  });

  it('shows its own label when asked, under its own part', async () => {
    const root = await probe('shown');
    const status = root.querySelector('[part="loading"]')!;
    expect(status.textContent).to.equal('Creating your checkout');
    expect(root.querySelector('.visually-hidden')).to.equal(null);
  });

  it('inside a busy control, is the wheel alone: no status of its own', async () => {
    const root = await probe('inline');
    expect(root.querySelector('[role="status"]')).to.equal(null);
    expect(root.querySelector('button > .spinner')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('turns, and stands still for a visitor who prefers reduced motion', async () => {
    const root = await probe('status');
    const wheel = root.querySelector('.spinner')!;
    expect(getComputedStyle(wheel).animationName).to.equal('weft-spin');
    expect(getComputedStyle(wheel).animationIterationCount).to.equal('infinite');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(wheel).animationDuration).to.equal('0s');
    expect(getComputedStyle(wheel).animationIterationCount).to.equal('1');
  });
});
