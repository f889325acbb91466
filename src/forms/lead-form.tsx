/**
 * What the four lead-capture forms draw alike: their fields in the 12-grid or in a horizontal row,
 * the submit button, and the state of a form being filled in. Inputs are real, named and labelled;
 * what the visitor typed lives in React state and survives every failure.
 */
import { useCallback, useMemo, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Icon } from '../ui/icons.js';
import { cssLength } from '../common.js';
import type { Device } from '../device.js';
import { useT, type Translate } from '../i18n/index.js';
import { cssColor } from '../util/color.js';
import { Alert } from '../ui/field.js';
import {
  horizontalDefaults,
  leadFormDefaults,
  type ButtonLook,
  type HorizontalConfig,
  type LeadFormConfig,
  type Length,
} from './config.js';
import { captchaProblem, useCaptcha } from './captcha.js';
import { useDrawnForm, type Adopt } from './drawn.js';
import { showProblems } from './effects.js';
import { FieldControl } from './field-control.js';
import {
  checkFields,
  initialValues,
  isMulti,
  readFields,
  type FormField,
  type Problem,
  type Value,
  type Values,
} from './fields.js';
import { problemMessages, type Failure } from './submit.js';
import { Spinner } from '../ui/spinner.js';
import { nameOf } from '../util/name.js';

export { autocompleteFor } from './field-control.js';

/**
 * Marks the fields with problems and opens the error popup listing every message; false when
 * there is nothing to report.
 */
export function reportProblems(
  problems: readonly Problem[],
  t: Translate,
  setErrors: (errors: Record<string, string>) => void,
): boolean {
  if (!problems.length) return false;
  const messages = problemMessages(problems, t);
  setErrors(Object.fromEntries(problems.flatMap((p, i) => (p.tag ? [[p.tag, messages[i]!]] : []))));
  showProblems(messages);
  return true;
}

/** The form's fields from config; unusable definitions are reported once, in one console error. */
export function useFields(raw: unknown, tag: string, options: { campaign?: boolean } = {}): FormField[] {
  const campaign = options.campaign ?? false;
  return useMemo(() => {
    const problems: string[] = [];
    const fields = readFields(raw, { campaign }, problems);
    if (problems.length) console.error(`${nameOf(tag)} skips fields it cannot show: ${problems.join('; ')}`);
    return fields;
  }, [raw, tag, campaign]);
}

/** The state of a form being filled in: values, the fields marked invalid, a server message. */
export function useLeadForm(fields: readonly FormField[]) {
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Fields that arrive later (another config) start from their defaults; typed values stay.
  const current = useMemo(() => ({ ...initialValues(fields), ...values }), [fields, values]);
  const setValue = useCallback((tag: string, value: Value) => {
    setValues((v) => ({ ...v, [tag]: value }));
    setErrors((e) => {
      if (!(tag in e)) return e;
      const { [tag]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  const reset = useCallback(() => {
    setValues(initialValues(fields));
    setErrors({});
  }, [fields]);
  // What the visitor typed into the server's drawing of the form (./drawn.ts), mapped as typing
  // maps it (`filter`: the subscription form keeps a phone's digits).
  const adopt = (drawn: FormData, has: (name: string) => boolean, filter?: FieldsProps['filter']): boolean => {
    const typed: Values = {};
    for (const f of fields) {
      if (f.hidden || !has(f.tag)) continue;
      const value = isMulti(f.kind) ? drawn.getAll(f.tag).map(String) : String(drawn.get(f.tag) ?? '');
      typed[f.tag] = filter ? filter(f, value) : value;
    }
    const changed = Object.keys(typed).some((tag) => JSON.stringify(typed[tag]) !== JSON.stringify(current[tag]));
    if (changed) setValues((v) => ({ ...v, ...typed }));
    return changed;
  };
  return { values: current, setValue, errors, setErrors, reset, adopt };
}

/**
 * What a one-step lead form holds (mailing, campaign, contact): its fields from config, their state,
 * and its captcha; `problems()` is the validator's and the captcha's, `clear()` starts afresh
 * and `resetCaptcha()` asks the captcha again (after a failure).
 */
export function useOneStepLead(raw: unknown, tag: string, siteKey: string, options: { campaign?: boolean } = {}) {
  const fields = useFields(raw, tag, options);
  const form = useLeadForm(fields);
  const { slot, captcha } = useCaptcha(siteKey);
  const problems = (own: Problem[] = checkFields(fields, form.values)): Problem[] => {
    const captchaIssue = captchaProblem(captcha);
    return [...own, ...(captchaIssue ? [captchaIssue] : [])];
  };
  const resetCaptcha = () => captcha?.reset();
  const clear = () => {
    form.reset();
    resetCaptcha();
  };
  return { ...form, fields, slot, captcha, problems, clear, resetCaptcha };
}

/** A one-step lead form's state, as useOneStepLead gives it. */
export type OneStepLead = ReturnType<typeof useOneStepLead>;

export interface FieldsProps {
  fields: readonly FormField[];
  values: Values;
  errors: Record<string, string>;
  setValue: (tag: string, value: Value) => void;
  config: Pick<LeadFormConfig, 'showLabel' | 'showPlaceholder' | 'columns'> &
    Partial<Pick<LeadFormConfig, 'horizontal' | 'horizontal_config' | 'horizontal_config_mobile'>>;
  device: Device;
  /** Shown in the row of a horizontal form, or under the fields. */
  button?: ReactNode;
  /** Maps a field's value as it is typed (the subscription form keeps a phone's digits only). */
  filter?: (field: FormField, value: Value) => Value;
}

function sizeOf(field: FormField, layout: HorizontalConfig): number | undefined {
  const match = layout.fields.find((f) => f && (f.name === field.tag || f.name === field.label));
  const size = Number(match?.size);
  return Number.isFinite(size) && size > 0 ? size : undefined;
}

/**
 * A horizontal layout's width: a number is percent of the form (at most 100); a CSS length
 * ("480px", "80%") is kept; zero, a negative number or nothing is no width.
 */
export function percentLength(value: Length | null | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${Math.min(100, value)}%` : undefined;
  const length = cssLength(value);
  return length && !/^-|^0(\.0*)?[a-z%]*$/i.test(length) ? length : undefined;
}

/** The fields in the 12-grid (12 divided by columns) or in one horizontal row with the button. */
export function LeadFields({ fields, values, errors, setValue, config, device, button, filter }: FieldsProps) {
  const hidden = fields.filter((f) => f.hidden);
  const shown = fields.filter((f) => !f.hidden);
  const horizontal = Boolean(config.horizontal);
  const layout = (device === 'mobile' ? config.horizontal_config_mobile : config.horizontal_config) ?? horizontalDefaults;
  const columns = Math.min(12, Math.max(1, Math.round(config.columns) || 1));
  const span = device === 'mobile' ? 12 : Math.max(1, Math.floor(12 / columns));
  const cellStyle = (field: FormField): CSSProperties | undefined => {
    if (!horizontal) return { gridColumn: `span ${span}` };
    const size = layout.custom ? sizeOf(field, layout) : undefined;
    return size ? { flex: `0 0 ${size}%`, maxWidth: `${size}%` } : undefined;
  };
  const rowWidth = horizontal && layout.custom ? percentLength(layout.container.width) : undefined;
  const rowStyle: CSSProperties | undefined = rowWidth ? { width: rowWidth } : undefined;
  const buttonWidth = percentLength(layout.btnPlace.width);
  const buttonStyle: CSSProperties | undefined =
    horizontal && layout.custom
      ? {
          flex: buttonWidth ? `0 0 ${buttonWidth}` : undefined,
          padding: cssLength(layout.btnPlace.padding),
        }
      : undefined;
  return (
    <>
      {hidden.map((f) => (
        <input
          key={f.tag}
          type="hidden"
          name={f.tag}
          value={Array.isArray(values[f.tag]) ? (values[f.tag] as string[]).join(',') : String(values[f.tag] ?? '')}
        />
      ))}
      <div className={horizontal ? 'fields horizontal' : 'fields grid'} part="fields" style={rowStyle}>
        {shown.map((f) => (
          <div key={f.tag} className="cell" style={cellStyle(f)}>
            <FieldControl
              field={f}
              value={values[f.tag] ?? (isMulti(f.kind) ? [] : '')}
              error={errors[f.tag]}
              showLabel={config.showLabel}
              showPlaceholder={config.showPlaceholder}
              onChange={(v) => setValue(f.tag, filter ? filter(f, v) : v)}
            />
          </div>
        ))}
        {horizontal && button ? (
          <div className="cell button-cell" style={buttonStyle}>
            {button}
          </div>
        ) : null}
      </div>
      {!horizontal && button}
    </>
  );
}

/**
 * A look's value as the element sets it, or undefined when it is the forms' default (in any
 * spelling: `#1A56DB`, `4`, `"4px"`). The stylesheet then draws the default from the host's theming
 * properties (`--weft-accent`, `--weft-radius`), so a host's theme reaches a form whose owner kept
 * the defaults, and a value the owner chose otherwise wins over it.
 */
export function chosen<T>(value: T, fallback: T, read: (value: T) => string | undefined): string | undefined {
  const own = read(value);
  return own === undefined || own.toLowerCase() === read(fallback)?.toLowerCase() ? undefined : own;
}

const DEFAULT_INPUT = leadFormDefaults.input;
const DEFAULT_BUTTON = leadFormDefaults.button;

/** The CSS variables of the inputs and placeholder colour, set on the form's root. */
export function lookVars(config: Pick<LeadFormConfig, 'input' | 'placeholderColor'>): Record<string, string | undefined> {
  const i = config.input;
  return {
    '--input-height': cssLength(i.height),
    '--input-font-size': cssLength(i.fontSize),
    '--input-color': cssColor(i.color),
    '--input-background': cssColor(i.backgroundColor),
    '--input-border': cssColor(i.borderColor),
    '--input-radius': chosen(i.borderRadius, DEFAULT_INPUT.borderRadius, cssLength),
    '--label-color': cssColor(i.labelColor),
    '--placeholder-color': cssColor(config.placeholderColor),
  };
}

/** `width` halved, for the multi-step form's buttons: '50%' → '25%', 200 → '100px', '300px' → '150px'. */
export function halfWidth(width: Length): string | undefined {
  const length = cssLength(width);
  const match = length?.match(/^(-?\d+(?:\.\d+)?)(px|%|em|rem|vw)$/);
  return match ? `${Number(match[1]) / 2}${match[2]}` : length;
}

export interface FormButtonProps {
  look: ButtonLook;
  label: string;
  busy?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
  half?: boolean;
  part?: string;
  className?: string;
  /** Fills its cell (a horizontal form's button). */
  fill?: boolean;
}

/** A form's button with the owner's look: width (50% by default), height, margin, colours, icon. */
export function FormButton({
  look,
  label,
  busy = false,
  type = 'submit',
  onClick,
  half,
  part = 'submit',
  className = '',
  fill,
}: FormButtonProps) {
  const width = fill ? '100%' : half ? halfWidth(look.width) : cssLength(look.width);
  // The default background and radius come from the stylesheet (the host's --weft-accent, --weft-radius).
  const background = chosen(look.backgroundColor, DEFAULT_BUTTON.backgroundColor, cssColor);
  const style: Record<string, string | undefined> = {
    width,
    minHeight: cssLength(look.height),
    '--button-color': cssColor(look.color),
    '--button-background': background,
    '--button-hover-color': cssColor(look.hoverColor) ?? cssColor(look.color),
    '--button-hover-background': cssColor(look.hoverBackgroundColor) ?? background,
    borderRadius: chosen(look.borderRadius, DEFAULT_BUTTON.borderRadius, cssLength),
    fontSize: cssLength(look.fontSize),
    fontWeight: look.bold ? '700' : '400',
  };
  const icon = look.icon.selected ? <Icon name={look.icon.selected} /> : null;
  return (
    <button
      type={type}
      part={part}
      className={`lead-button ${className}`}
      style={style as CSSProperties}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? <Spinner inline /> : look.icon.position !== 'right' ? icon : null}
      <span>{label}</span>
      {!busy && look.icon.position === 'right' ? icon : null}
    </button>
  );
}

/** Where a form's button sits, with the spec's margin around it. */
export function ButtonRow({
  look,
  children,
  inline = false,
  gap,
}: {
  look: ButtonLook;
  children: ReactNode;
  inline?: boolean;
  /** Space between two buttons (the multi-step form's Previous keeps its own margin to the next). */
  gap?: Length;
}) {
  // In a horizontal form's row the button lines up with the inputs: no margin there.
  return (
    <div
      className={`button-row align-${look.align}`}
      style={{ margin: inline ? 0 : `${cssLength(look.margin) ?? '0'} 0`, gap: gap === undefined ? undefined : cssLength(gap) }}
    >
      {children}
    </div>
  );
}

export interface OneStepFormProps extends Pick<FieldsProps, 'device' | 'filter'> {
  config: FieldsProps['config'] & Pick<LeadFormConfig, 'button' | 'input' | 'placeholderColor'>;
  /** The fields, their state and the captcha's slot (useOneStepLead), shown above the button. */
  form: Pick<OneStepLead, 'fields' | 'values' | 'errors' | 'setValue' | 'slot' | 'adopt'>;
  /** The submit (useSubmit): whether it is busy, what went wrong, and the handler. */
  submitting: { busy: boolean; failure: Failure | null; submit: (event: FormEvent) => void };
  /** Carried as data-form-id (the contact form's random id). */
  formId?: number;
  /** Hidden inputs and the like, before the fields. */
  children?: ReactNode;
}

/** What a failed submit says above the form: its message, then its details as a list. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  const lines = failure?.lines ?? [];
  if (!lines.length) return null;
  return (
    <Alert kind={failure?.throttled ? 'warning' : 'danger'}>
      {lines[0]}
      {lines.length > 1 && (
        <ul>
          {lines.slice(1).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * The real `<form>` of a lead form, with the owner's look, busy while it is sent; drawn by the
 * server, it submits nothing, and what was typed into it is `adopt`ed as the element takes over.
 */
export function LeadFormTag(props: {
  config: Pick<LeadFormConfig, 'input' | 'placeholderColor'>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  adopt: Adopt;
  formId?: number;
  className?: string;
  children: ReactNode;
}) {
  const drawn = useDrawnForm(props.adopt);
  return (
    <form
      {...drawn}
      className={props.className ?? 'lead-form'}
      part="form"
      data-form-id={props.formId}
      noValidate
      onSubmit={props.onSubmit}
      aria-busy={props.busy || undefined}
      style={lookVars(props.config) as CSSProperties}
    >
      {props.children}
    </form>
  );
}

/**
 * A one-step lead form (mailing, campaign, contact): the failure message, the fields in their
 * layout, the captcha and the button with the owner's look, in a real `<form>`.
 */
export function OneStepForm({ config, form, submitting, formId, children, device, filter }: OneStepFormProps) {
  const { busy, failure, submit: onSubmit } = submitting;
  const captcha = form.slot;
  const t = useT();
  const button = (
    <ButtonRow look={config.button} inline={config.horizontal}>
      <FormButton look={config.button} label={config.button.text || t('ct-submit')} busy={busy} fill={config.horizontal} />
    </ButtonRow>
  );
  return (
    <LeadFormTag
      config={config}
      busy={busy}
      onSubmit={onSubmit}
      adopt={(drawn, has) => form.adopt(drawn, has, filter)}
      formId={formId}
    >
      <FailureAlert failure={failure} />
      {children}
      <LeadFields
        fields={form.fields}
        values={form.values}
        errors={form.errors}
        setValue={form.setValue}
        device={device}
        filter={filter}
        config={config}
        button={
          config.horizontal ? (
            button
          ) : (
            <>
              {captcha}
              {button}
            </>
          )
        }
      />
      {config.horizontal && captcha}
    </LeadFormTag>
  );
}
