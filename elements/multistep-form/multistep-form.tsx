import { useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import type { ElementProps } from '../../src/define.js';
import { captchaProblem, useCaptcha } from '../../src/forms/captcha.js';
import { deliveryProblems } from '../../src/forms/contact.js';
import { checkFields, inOwnWords, readFields, type FormField } from '../../src/forms/fields.js';
import {
  ButtonRow,
  FailureAlert,
  FormButton,
  LeadFields,
  LeadFormTag,
  reportProblems,
  useLeadForm,
} from '../../src/forms/lead-form.js';
import { useSubmit } from '../../src/forms/submit.js';
import { useDelivery } from '../../src/forms/use-delivery.js';
import { useT, type Translate } from '../../src/i18n/index.js';
import { Icon } from '../../src/ui/icons.js';
import { cssLength } from '../../src/common.js';
import type { Length } from '../../src/forms/config.js';
import { cssColor } from '../../src/util/color.js';
import type { MultistepFormConfig } from './config.js';
import { nameOf } from '../../src/util/name.js';

interface Step {
  title: string;
  description: string;
  icon: string;
  fields: FormField[];
}

/** The spec's default steps, named in the visitor's language. */
function defaultSteps(t: Translate): Step[] {
  const field = (tag: string, label: string, required: boolean, type = 'text') =>
    readFields([{ tag, label, required: required ? 'yes' : 'no', type: { identifier: type } }]);
  return [
    {
      title: t('ct-personal-details'),
      description: '',
      icon: 'user',
      fields: [...field('name', t('ct-name'), true), ...field('email', t('ct-email'), true)],
    },
    {
      title: t('ct-social-profiles'),
      description: '',
      icon: 'heart',
      fields: [
        ...field('facebook', 'Facebook', false),
        ...field('instagram', 'Instagram', false),
        ...field('linkedin', 'LinkedIn', false),
      ],
    },
    {
      title: t('ct-account-credentials'),
      description: '',
      icon: 'lock',
      fields: field('password', t('ct-password'), true, 'password'),
    },
  ];
}

/** The configured steps: a group's fields are definitions, or tags of the form's `fields`. */
export function readSteps(config: MultistepFormConfig, t: Translate): Step[] {
  const problems: string[] = [];
  const all = readFields(config.fields, {}, problems);
  const groups = config.groups.filter((g) => g && typeof g === 'object');
  if (!groups.length) return defaultSteps(t);
  const defaults = [t('ct-personal-details'), t('ct-social-profiles'), t('ct-account-credentials')];
  const steps = groups.map((group, i) => {
    const list = Array.isArray(group.fields) ? group.fields : [];
    const fields = list.flatMap((entry) => {
      if (typeof entry !== 'string') return readFields([entry], {}, problems);
      const found = all.filter((f) => f.tag === entry);
      if (!found.length) problems.push(`step ${i + 1} names a field "${entry}" that is not in fields`);
      return found;
    });
    return {
      title:
        typeof group.name === 'string' && group.name.trim()
          ? group.name
          : (defaults[i] ?? t('ct-step-of', { step: i + 1, total: groups.length })),
      description: typeof group.description === 'string' ? group.description : '',
      icon: typeof group.icon === 'string' ? group.icon : '',
      fields,
    };
  });
  if (problems.length) console.error(`${nameOf('weft-multistep-form')} skips fields it cannot show: ${problems.join('; ')}`);
  return steps;
}

/**
 * A length of at least `min` pixels: a number is pixels; a CSS length ("40px", "2em") is kept
 * inside `max()`. A keyword ("auto") has no size here: the style's own size stays.
 */
function atLeast(min: number, value: Length): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${Math.max(min, value)}px` : undefined;
  const length = cssLength(value);
  return length && /^[-+.\d]|^(calc|min|max|clamp)\(/i.test(length) ? `max(${min}px, ${length})` : undefined;
}

function Progress({ steps, current, config, t }: { steps: Step[]; current: number; config: MultistepFormConfig; t: Translate }) {
  const nav = config.navBar;
  if (nav.type === 'none') return null;
  const style = {
    '--step-color': cssColor(nav.color),
    '--step-active': cssColor(nav.activeColor),
    '--step-text': cssColor(nav.textColor),
    '--step-size': atLeast(16, nav.size),
    '--step-font-size': atLeast(8, nav.fontSize),
  } as CSSProperties;
  return (
    <ol
      className="progress"
      part="progress"
      style={style}
      aria-label={t('ct-step-of', { step: current + 1, total: steps.length })}
    >
      {steps.map((step, i) => (
        <li
          key={i}
          className={i <= current ? 'step active' : 'step'}
          part={i <= current ? 'step step-active' : 'step'}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="mark" aria-hidden="true">
            {nav.type === 'icon' && step.icon ? <Icon name={step.icon} /> : i + 1}
          </span>
          <span className={nav.showTitle ? 'title' : 'title visually-hidden'}>{step.title}</span>
        </li>
      ))}
    </ol>
  );
}

export function MultistepForm({ config, device }: ElementProps<MultistepFormConfig>) {
  const t = useT();
  const steps = useMemo(() => readSteps(config, t), [config, t]);
  const all = useMemo(() => steps.flatMap((s) => s.fields), [steps]);
  const { values, setValue, errors, setErrors, reset, adopt } = useLeadForm(all);
  const { slot, captcha } = useCaptcha(config.recaptchaSiteKey);
  const last = steps.length - 1;
  const [current, setCurrent] = useState(() => Math.min(Math.max(0, Math.round(config.currentIndex) || 0), Math.max(0, last)));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const index = Math.min(current, Math.max(0, last));
  const step = steps[index];

  // After Next or Previous, focus moves to the new step's title so keyboard users follow along.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const problemsOf = (shown: readonly FormField[]) => {
    const others = new Set(all.filter((f) => !shown.includes(f)).map((f) => f.tag));
    return inOwnWords(checkFields(all, values, { skip: others }), config.isRequiredMessage);
  };
  const go = (to: number) => {
    moved.current = true;
    setCurrent(Math.min(Math.max(0, to), last));
  };
  const { id, send } = useDelivery(config, captcha);
  const next = () => {
    if (!step || reportProblems(problemsOf(step.fields), t, setErrors)) return;
    go(index + 1);
  };
  const {
    busy,
    failure,
    submit: sendAll,
  } = useSubmit({
    name: 'multi-step form',
    check: () => {
      // Every step is checked again: a field of an earlier step may have been emptied since.
      const captchaIssue = captchaProblem(captcha);
      const problems = [...problemsOf(all), ...deliveryProblems(config), ...(captchaIssue ? [captchaIssue] : [])];
      const firstBad = steps.findIndex((s) => s.fields.some((f) => problems.some((p) => p.tag === f.tag)));
      if (firstBad >= 0 && firstBad !== index) go(firstBad);
      return problems;
    },
    send: () => send(values),
    setErrors,
    onSent: () => {
      reset();
      captcha?.reset();
      go(0);
    },
    onFailed: (failed) => {
      captcha?.reset();
      // The server's first field error may belong to an earlier step: show that step.
      const withError = steps.findIndex((s) => s.fields.some((f) => f.tag in failed.errors));
      if (withError >= 0 && withError !== index) go(withError);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (index < last) next();
    else void sendAll();
  };

  if (!step) return null;
  const showPrevious = index > 0 && config.form.showPreviousButton;
  return (
    <LeadFormTag className="lead-form multistep" config={config} busy={busy} onSubmit={submit} adopt={adopt} formId={id}>
      <Progress steps={steps} current={index} config={config} t={t} />
      <p className="visually-hidden" role="status">
        {t('ct-step-of', { step: index + 1, total: steps.length })}
      </p>
      <section className="group" part="group" aria-labelledby={`step-${index}`}>
        <h3 id={`step-${index}`} className="group-title" part="group-title" tabIndex={-1} ref={heading}>
          {step.title}
        </h3>
        {step.description && <p className="group-description">{step.description}</p>}
        <FailureAlert failure={failure} />
        <LeadFields fields={step.fields} values={values} errors={errors} setValue={setValue} config={config} device={device} />
      </section>
      {index === last && slot}
      <ButtonRow
        look={index < last ? config.buttonNext : config.buttonSubmit}
        gap={showPrevious ? config.buttonPrevious.margin : undefined}
      >
        {showPrevious && (
          <FormButton
            look={config.buttonPrevious}
            label={config.buttonPrevious.text || t('ct-previous')}
            type="button"
            half
            part="previous"
            onClick={() => go(index - 1)}
          />
        )}
        {index < last ? (
          <FormButton
            look={config.buttonNext}
            label={config.buttonNext.text || t('ct-next')}
            type="button"
            half
            part="next"
            onClick={next}
          />
        ) : (
          <FormButton
            look={config.buttonSubmit}
            label={config.buttonSubmit.text || t('ct-submit')}
            busy={busy}
            half
            part="submit"
          />
        )}
      </ButtonRow>
    </LeadFormTag>
  );
}
