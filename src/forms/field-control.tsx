/**
 * THE renderer of a form field defined by the site owner: the lead forms' fields
 * (elements-lead-capture.md §3) and the members register form's custom fields
 * (elements-content.md §3) alike. Read definitions with `readFields` (which sorts them by `order`),
 * then draw each with `<FieldControl>`: every kind (text, textarea, password, select, dropdown,
 * multiselect, date, datetime, checkbox, radio, and the plain input types email, number, tel, url,
 * time), a real label, help and the error under the control, tied by aria-describedby and
 * aria-invalid. A checkbox or radio group is required only until one is chosen.
 */
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n/index.js';
import { describedBy, FieldNotes } from '../ui/field.js';
import { Icon, ICONS } from '../ui/icons.js';
import type { FormField, Value } from './fields.js';

/** The browser's autofill hint for a field, from its tag (EMAIL, FNAME, PHONE…). */
export function autocompleteFor(field: FormField): string | undefined {
  const tag = field.tag.toLowerCase();
  if (field.kind === 'password') return 'new-password';
  if (tag === 'email' || tag === 'email_confirm') return 'email';
  if (tag === 'fname' || tag === 'first_name' || tag === 'firstname') return 'given-name';
  if (tag === 'lname' || tag === 'last_name' || tag === 'lastname') return 'family-name';
  if (['name', 'fullname', 'nome', 'fnome', 'cadastro_nome'].includes(tag)) return 'name';
  if (['phone', 'telefone', 'tel', 'mobile', 'whatsapp'].includes(tag)) return 'tel';
  if (tag === 'company') return 'organization';
  if (tag === 'city') return 'address-level2';
  if (tag === 'zip' || tag === 'postal_code') return 'postal-code';
  if (tag === 'country') return 'country-name';
  return undefined;
}

function inputType(field: FormField): string {
  const tag = field.tag.toLowerCase();
  switch (field.kind) {
    case 'password':
    case 'date':
    case 'email':
    case 'number':
    case 'tel':
    case 'url':
    case 'time':
      return field.kind;
    case 'datetime':
      return 'datetime-local';
    default:
      if (tag === 'email' || tag === 'email_confirm') return 'email';
      if (autocompleteFor(field) === 'tel') return 'tel';
      return 'text';
  }
}

export interface FieldControlProps {
  field: FormField;
  value: Value;
  /** The validator's or the server's message, shown under the control. */
  error?: string | undefined;
  onChange: (value: Value) => void;
  /** The label is drawn (else visually hidden, still read); true by default. */
  showLabel?: boolean;
  /** The label doubles as the placeholder; false by default. */
  showPlaceholder?: boolean;
  /** The control's name on the wire; the field's tag by default (the members form: `fields_custom[tag]`). */
  name?: string;
}

/** One field: its label (visually hidden when the owner hides labels), control, help and error. */
export function FieldControl({
  field,
  value,
  error,
  onChange,
  showLabel = true,
  showPlaceholder = false,
  name = field.tag,
}: FieldControlProps) {
  const t = useT();
  const id = useId();
  const described = describedBy(id, field.help, error);
  const labelClass = showLabel ? 'label' : 'label visually-hidden';
  const mark = field.required ? <span aria-hidden="true"> *</span> : null;
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  const invalid = error ? true : undefined;
  if (field.kind === 'checkbox' || field.kind === 'radio') {
    // A checkbox without options is one box: checked means "1".
    const options = field.options.length ? field.options : [{ name: field.label, value: '1' }];
    const single = field.options.length === 0;
    return (
      <fieldset className={`field group${error ? ' invalid' : ''}`} part="field" aria-describedby={described}>
        <legend className={single ? 'visually-hidden' : labelClass} part="label">
          {field.label}
          {mark}
        </legend>
        {options.map((o) => (
          <label key={o.value} className="choice" part="choice">
            <input
              type={field.kind}
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              // A required group needs one chosen, then no more (the form checks it: noValidate; AT hears it).
              required={field.required && chosen.length === 0}
              aria-invalid={invalid}
              onChange={(e) =>
                onChange(
                  field.kind === 'radio'
                    ? o.value
                    : e.target.checked
                      ? [...chosen, o.value]
                      : chosen.filter((v) => v !== o.value),
                )
              }
            />
            <span>{o.name}</span>
          </label>
        ))}
        <FieldNotes id={id} help={field.help} error={error} />
      </fieldset>
    );
  }
  const aria = { 'aria-invalid': invalid, 'aria-describedby': described, required: field.required };
  const placeholder = showPlaceholder ? field.label : undefined;
  let control: ReactNode;
  if (field.kind === 'select' || field.kind === 'dropdown' || field.kind === 'multiselect') {
    const multiple = field.kind === 'multiselect';
    control = (
      <select
        id={id}
        name={name}
        part="input"
        className="input"
        multiple={multiple}
        value={multiple ? chosen : String(value)}
        {...aria}
        onChange={(e) => onChange(multiple ? [...e.target.selectedOptions].map((o) => o.value) : e.target.value)}
      >
        {!multiple && <option value="">{showPlaceholder ? field.label : t('ct-select-option')}</option>}
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea') {
    control = (
      <textarea
        id={id}
        name={name}
        part="input"
        className="input"
        rows={3}
        placeholder={placeholder}
        value={String(value)}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    const type = inputType(field);
    control = (
      <input
        id={id}
        name={name}
        part="input"
        className="input"
        type={type}
        // The phone keypad: 'numeric' has no + for an international number.
        inputMode={type === 'tel' ? 'tel' : undefined}
        autoComplete={autocompleteFor(field)}
        placeholder={placeholder}
        value={String(value)}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const icon = field.icon.selected && ICONS[field.icon.selected];
  return (
    <div className={`field${error ? ' invalid' : ''}`} part="field">
      <label htmlFor={id} className={labelClass} part="label">
        {field.label}
        {mark}
      </label>
      {icon ? (
        <span className={`with-icon icon-${field.icon.position}`}>
          <Icon name={field.icon.selected} />
          {control}
        </span>
      ) : (
        control
      )}
      <FieldNotes id={id} help={field.help} error={error} />
    </div>
  );
}
