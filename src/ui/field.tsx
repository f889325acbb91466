import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The server's or the validator's message, shown under the input. */
  error?: string | undefined;
  help?: string | undefined;
  children?: ReactNode;
}

/** A labelled input with its help text and error, wired for assistive technology. */
export function Field({ label, error, help, children, ...input }: FieldProps) {
  const id = useId();
  const described = describedBy(id, help, error);
  return (
    <div className={`field${error ? ' invalid' : ''}`} part="field">
      <label htmlFor={id} part="label">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children ?? <input id={id} part="input" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** The ids a control names in aria-describedby for its help and error (see FieldNotes). */
export function describedBy(id: string, help: string | undefined, error: string | undefined): string | undefined {
  return [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's help text and error under its control, with the ids `describedBy` names. */
export function FieldNotes({ id, help, error }: { id: string; help?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {help && (
        <small id={`${id}-help`} className="help">
          {help}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="error" part="error">
          {error}
        </small>
      )}
    </>
  );
}

/** A message above a form: danger for failures, warning for throttling, success. */
export function Alert({ kind, children }: { kind: 'danger' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert ${kind}`} part={`alert alert-${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}

/**
 * Binds inputs by name to a form's values and errors: `<Field {...bind('email')} />` gets its name,
 * value, change handler (which also clears the field's error) and error message.
 */
export function binder<K extends string>(
  values: Record<K, string>,
  setValues: (update: (v: Record<K, string>) => Record<K, string>) => void,
  errors: Record<string, string> | undefined,
  clear: (name: string) => void,
) {
  return (name: K) => ({
    name,
    value: values[name],
    error: errors?.[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      clear(name);
    },
  });
}
