/**
 * How each login theme lays the offered forms out (runtime.md §2; the look in members-form.css):
 * default and in-block show one form under its heading with the others as links; three-tabs a
 * segmented control over every form; two-tabs log in and register as folder tabs; two-columns
 * both side by side. A single form has nothing to switch to, whatever the theme.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { firstForm, type FormType } from '../../src/members/rules.js';
import { Tabs } from '../../src/ui/tabs.js';
import type { MembersFormConfig } from './config.js';
import type { Translate } from '../../src/i18n/index.js';

/** Tab, heading and switch labels of each form. */
const HEADING: Record<string, string> = {
  login: 'ct-login',
  register: 'ct-register',
  'login-token': 'ct-login-with-token',
  'login-ba': 'ct-login-with-provider',
};
const TAB: Record<string, string> = { ...HEADING, 'login-token': 'ct-token' };
const SWITCH: Record<string, string> = { ...HEADING, login: 'ct-login-with-email' };

type Theme = MembersFormConfig['theme'];
type Render = (form: FormType) => ReactNode;

function Switch({ forms, onPick, t }: { forms: FormType[]; onPick: (form: FormType) => void; t: Translate }) {
  if (!forms.length) return null;
  return (
    <div className="switch" part="switch">
      {forms.map((form) => (
        <button key={form} type="button" className="link-button" onClick={() => onPick(form)}>
          {t(SWITCH[form] ?? 'ct-login')}
        </button>
      ))}
    </div>
  );
}

/** The form shown: `start` (else the first offered) until the visitor picks another (or the offer no longer has it). */
function useActive(forms: FormType[], start: FormType): [FormType, (form: FormType) => void] {
  const [active, setActive] = useState<FormType>(start);
  return [forms.includes(active) ? active : forms[0]!, setActive];
}

/**
 * One form at a time under its heading, the other forms as links below (default), or the same in
 * one row (in-block). Picking another form moves the focus to its heading.
 */
function Single({ forms, start, render, t }: { forms: FormType[]; start: FormType; render: Render; t: Translate }) {
  const [active, setActive] = useActive(forms, start);
  const heading = useRef<HTMLHeadingElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    if (picked.current) heading.current?.focus();
  }, [active]);
  return (
    <>
      <div className="head">
        <h2 className="heading" part="heading" ref={heading} tabIndex={-1}>
          {t(HEADING[active] ?? 'ct-login')}
        </h2>
      </div>
      {render(active)}
      <Switch
        forms={forms.filter((form) => form !== active)}
        onPick={(form) => {
          picked.current = true;
          setActive(form);
        }}
        t={t}
      />
    </>
  );
}

/** The ways to log in, one shown, the others as links under it (the two-tab and two-column themes). */
function LoginGroup({ forms, render, t }: { forms: FormType[]; render: Render; t: Translate }) {
  const [active, setActive] = useActive(forms, forms[0]!);
  return (
    <>
      {render(active)}
      <Switch forms={forms.filter((form) => form !== active)} onPick={setActive} t={t} />
    </>
  );
}

/** The offer as two groups: every login beside register, or the first login beside the others. */
export function pairOf(forms: readonly FormType[]): FormType[][] {
  const logins = forms.filter((form) => form !== 'register');
  const groups = forms.includes('register') ? [logins, ['register' as FormType]] : [logins.slice(0, 1), logins.slice(1)];
  return groups.filter((group) => group.length > 0);
}

export function Layout({
  theme,
  forms,
  start,
  render,
  t,
}: {
  theme: Theme;
  forms: FormType[];
  /** The form shown first (/blog-login?form=register opens the registration). */
  start: unknown;
  render: Render;
  t: Translate;
}) {
  const first = firstForm(forms, start);
  const [tab, setTab] = useState<string>(first);
  // One form has nothing to switch to: its heading and itself, whatever the theme.
  if (forms.length === 1) return <Single forms={forms} start={first} render={render} t={t} />;
  switch (theme) {
    case 'three-tabs': {
      const active = forms.includes(tab as FormType) ? (tab as FormType) : forms[0]!;
      return (
        <Tabs tabs={forms.map((form) => ({ key: form, label: t(TAB[form] ?? 'ct-login') }))} active={active} onSelect={setTab}>
          {render(active)}
        </Tabs>
      );
    }
    case 'two-tabs': {
      const groups = pairOf(forms);
      const keys = groups.map((group) => group[0]!);
      const index = Math.max(0, keys.indexOf(tab as FormType));
      return (
        <Tabs tabs={keys.map((key) => ({ key, label: t(HEADING[key] ?? 'ct-login') }))} active={keys[index]!} onSelect={setTab}>
          <LoginGroup key={keys[index]} forms={groups[index]!} render={render} t={t} />
        </Tabs>
      );
    }
    case 'two-columns':
      return (
        <div className="columns">
          {pairOf(forms).map((group) => (
            <section key={group[0]} className="column" part="column" aria-labelledby={`heading-${group[0]}`}>
              <h2 className="heading" part="heading" id={`heading-${group[0]}`}>
                {t(HEADING[group[0]!] ?? 'ct-login')}
              </h2>
              <LoginGroup forms={group} render={render} t={t} />
            </section>
          ))}
        </div>
      );
    default:
      return <Single forms={forms} start={first} render={render} t={t} />;
  }
}
