import { useEffect, useId, useState, type CSSProperties } from 'react';
import { cssLength } from '../common.js';
import { useT } from '../i18n/index.js';
import { useSignalValue } from '../base/use-signal.js';
import { cssColor } from '../util/color.js';
import { navigableUrl } from '../util/url.js';
import type { GdprSettings } from './settings.js';
import { CATEGORIES, choose, consent, privacySignal, reopen, type Category } from './state.js';

/**
 * The cookie banner: not modal (the page stays readable and usable), keyboard-usable, with equal
 * weight for accepting and refusing, and a preferences view with a switch per category.
 */
export function Banner({ settings }: { settings: GdprSettings }) {
  const t = useT();
  const state = useSignalValue(consent);
  const [view, setView] = useState<'main' | 'preferences'>('main');
  const gpc = privacySignal();
  const [picked, setPicked] = useState<Category[]>(() => [...state.accepted]);
  const titleId = useId();
  // Each time the choice opens again, it starts from the main view with the current choice.
  useEffect(() => {
    if (state.chosen) return;
    setView('main');
    setPicked([...consent.peek().accepted]);
  }, [state.chosen]);
  const label = (own: string, key: string) => own.trim() || t(key);
  const style = {
    '--background': cssColor(settings.colors.background),
    '--text': cssColor(settings.colors.text),
    '--button': cssColor(settings.colors.button),
    '--button-text': cssColor(settings.colors.buttonText),
    '--link': cssColor(settings.colors.link),
    '--font': settings.font.family || undefined,
    '--font-size': cssLength(settings.font.size),
  } as CSSProperties;

  if (state.chosen) {
    if (!settings.resetButton.active) return null;
    return (
      <button type="button" part="reset" className={`reset ${settings.resetButton.position}`} style={style} onClick={reopen}>
        {label(settings.labels.reset, 'ct-gdpr-reset')}
      </button>
    );
  }

  const policy = navigableUrl(settings.link.url)?.href;
  const decide = (accepted: Category[]) => choose(accepted, settings.expires);
  return (
    <section part="banner" className={`banner ${settings.position}`} style={style} aria-labelledby={titleId}>
      <h2 id={titleId} className="title">
        {label(settings.title, 'ct-gdpr-title')}
      </h2>
      {view === 'main' ? (
        <p className="message">
          {label(settings.message, 'ct-gdpr-message')}{' '}
          {policy && (
            <a href={policy} target="_blank" rel="noopener noreferrer" className="link">
              {label(settings.link.text, 'ct-gdpr-learn-more')}
            </a>
          )}
        </p>
      ) : (
        <fieldset className="categories">
          <legend className="visually-hidden">{label(settings.labels.preferences, 'ct-gdpr-preferences')}</legend>
          {(['necessary', ...CATEGORIES] as const).map((category) => {
            const necessary = category === 'necessary';
            const refused = category === 'marketing' && gpc;
            const on = necessary || (!refused && picked.includes(category));
            const id = `${titleId}-${category}`;
            return (
              <div className="category" key={category}>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={on}
                  disabled={necessary || refused}
                  onChange={(e) =>
                    setPicked((p) => (e.target.checked ? [...p, category as Category] : p.filter((c) => c !== category)))
                  }
                />
                <label htmlFor={id}>
                  <strong>{t(`ct-gdpr-${category}`)}</strong>
                  <span>{settings.types[category].trim() || t(`ct-gdpr-${category}-text`)}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      <div className="actions">
        {view === 'main' ? (
          <>
            <button type="button" part="accept" className="button" onClick={() => decide([...CATEGORIES])}>
              {label(settings.labels.accept, 'ct-gdpr-accept-all')}
            </button>
            <button type="button" part="necessary" className="button" onClick={() => decide([])}>
              {label(settings.labels.necessary, 'ct-gdpr-only-necessary')}
            </button>
            <button type="button" part="preferences" className="button secondary" onClick={() => setView('preferences')}>
              {label(settings.labels.preferences, 'ct-gdpr-preferences')}
            </button>
          </>
        ) : (
          <>
            <button type="button" part="save" className="button" onClick={() => decide(picked)}>
              {label(settings.labels.save, 'ct-gdpr-accept-chosen-config')}
            </button>
            <button type="button" part="necessary" className="button" onClick={() => decide([])}>
              {label(settings.labels.necessary, 'ct-gdpr-only-necessary')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
