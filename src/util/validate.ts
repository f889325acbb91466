/**
 * The generic validator (elements-content.md §5): required, minlength, maxlength, min and max, with
 * messages in the visitor's language. Pure: the caller passes its translate function.
 */

export interface Rules {
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The first rule `value` breaks, as a message naming `field`; null when it passes. */
export function validate(field: string, value: unknown, rules: Rules, t: Translate): string | null {
  if (isEmpty(value)) return rules.required ? t('ct-validation-required', { field }) : null;
  const text = Array.isArray(value) ? value : String(value);
  if (rules.minlength !== undefined && text.length < rules.minlength) {
    return t('ct-validation-minlength', { field, length: rules.minlength });
  }
  if (rules.maxlength !== undefined && text.length > rules.maxlength) {
    return t('ct-validation-maxlength', { field, length: rules.maxlength });
  }
  const n = Number(value);
  if (rules.min !== undefined && (!Number.isFinite(n) || n < rules.min))
    return t('ct-validation-min', { field, value: rules.min });
  if (rules.max !== undefined && (!Number.isFinite(n) || n > rules.max))
    return t('ct-validation-max', { field, value: rules.max });
  return null;
}

/** Every field's first problem; an empty object when all pass. */
export function validateAll(
  values: Record<string, unknown>,
  rules: Record<string, Rules & { label?: string }>,
  t: Translate,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, fieldRules] of Object.entries(rules)) {
    const message = validate(fieldRules.label ?? name, values[name], fieldRules, t);
    if (message) problems[name] = message;
  }
  return problems;
}
