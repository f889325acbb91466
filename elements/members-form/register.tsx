/**
 * The members form's registration (elements-content.md §3–5): name, e-mail and, unless the theme
 * hides them (hidden_password), a password and its confirmation, then the layout's custom fields
 * in their `order`, each drawn by the shared field renderer (src/forms FieldControl: every type,
 * a required checkbox or radio group only until one is chosen). A registration logs the new
 * member in (src/members/account.ts register).
 */
import { useEffect, useRef, useState } from 'react';
import { useEmit, useHost } from '../../src/define.js';
import { useFirstAnswer } from '../../src/ui/server.js';
import { adoptText, useDrawnForm } from '../../src/forms/drawn.js';
import { FieldControl } from '../../src/forms/field-control.js';
import { checkFields, initialValues, readFields, type FormField, type Value, type Values } from '../../src/forms/fields.js';
import { REQUIRED_KEY } from '../../src/forms/validate.js';
import { customFields, LoginAfterRegisterError, register } from '../../src/members/account.js';
import { Alert, binder, Field } from '../../src/ui/field.js';
import type { MembersFormConfig } from './config.js';
import { afterLogin } from './parts.js';
import type { Translate } from '../../src/i18n/index.js';
import { EMAIL_RULES, FailureAlert, requiredProblems, Submit, useMembersSubmit } from '../../src/members/submit.js';
import { Spinner } from '../../src/ui/spinner.js';

/** The layout's custom fields: as the server listed them (sent back as fields_custom_config) and as drawn. */
interface Custom {
  listed: unknown[];
  fields: FormField[];
}

/** The wire name of a custom field, and the key of its server errors. */
const customName = (tag: string) => `fields_custom[${tag}]`;
const customErrorKey = (tag: string) => `fields_custom.${tag}`;

export function RegisterForm({ config, t }: { config: MembersFormConfig; t: Translate }) {
  const emit = useEmit();
  const [values, setValues] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const host = useHost();
  // Drawn by the server with its fields (src/ui/server.ts), the form asks for them only when they change.
  const first = useFirstAnswer(`${host.localName}#${host.id}|register fields|${config.layout_id}`, () =>
    customFields(config.layout_id),
  );
  const [fields, setFields] = useState<Custom | null>(() =>
    first ? { listed: first.value, fields: readFields(first.value) } : null,
  );
  const [custom, setCustom] = useState<Values>(() => (fields ? initialValues(fields.fields) : {}));
  const [registered, setRegistered] = useState<string | null>(null);
  const drawnFields = useRef(first !== undefined);
  useEffect(() => {
    if (drawnFields.current) {
      drawnFields.current = false;
      return;
    }
    let live = true;
    customFields(config.layout_id)
      .then((listed) => {
        if (!live) return;
        const drawn = readFields(listed);
        setFields({ listed, fields: drawn });
        setCustom((typed) => ({ ...initialValues(drawn), ...typed }));
      })
      .catch((error: unknown) => {
        console.error('Weft: the register fields could not be loaded', error);
        if (live) setFields({ listed: [], fields: [] });
      });
    return () => {
      live = false;
    };
  }, [config.layout_id]);
  const withPassword = !config.hidden_password;
  const { busy, failure, errors, submit, clearError } = useMembersSubmit({
    check: () => [
      ...requiredProblems([
        ['name', t('ct-name'), values.name],
        ['email', t('ct-email'), values.email, EMAIL_RULES],
        ...(withPassword
          ? ([
              ['password', t('ct-password'), values.password],
              ['password_confirmation', t('ct-password-confirmation'), values.password_confirmation],
            ] as const)
          : []),
      ]),
      // The custom fields in the members form's words ('The {field} field is required.').
      ...checkFields(fields?.fields ?? [], custom).map((problem) => ({
        ...problem,
        key: problem.key === 'ct-field-required' ? REQUIRED_KEY : problem.key,
        tag: customErrorKey(problem.tag),
      })),
    ],
    send: async () => {
      const outcome = await register({
        name: values.name,
        email: values.email,
        password: withPassword ? values.password : '',
        password_confirmation: withPassword ? values.password_confirmation : '',
        hiddenPassword: !withPassword,
        custom: custom as Record<string, string | string[]>,
        fields: fields?.listed ?? [],
        areasRegister: config.areas_register,
        layoutId: config.layout_id,
      });
      if (outcome.kind === 'registered') {
        setRegistered(outcome.message || t('ct-success'));
        return 'stays';
      }
      emit('members-register', { user: outcome.session.user });
      return afterLogin(config);
    },
    // Registered, but the login that follows was refused: that is a login error.
    generalKey: (error) => (error instanceof LoginAfterRegisterError ? 'ct-login-error' : 'ct-register-error'),
  });
  const bind = binder(values, setValues, errors, clearError);
  // Drawn by the server, it submits nothing and keeps the typed name, e-mail and passwords (src/forms/drawn.ts).
  const drawn = useDrawnForm(adoptText(values, setValues));
  if (!fields) {
    return <Spinner showLabel />;
  }
  if (registered !== null) return <Alert kind="success">{registered}</Alert>;
  return (
    <form {...drawn} part="form form-register" className="form" onSubmit={submit} noValidate>
      <FailureAlert failure={failure} />
      <Field label={t('ct-name')} autoComplete="name" required {...bind('name')} />
      <Field label={t('ct-email')} type="email" autoComplete="email" required {...bind('email')} />
      {withPassword && (
        <>
          <Field label={t('ct-password')} type="password" autoComplete="new-password" required {...bind('password')} />
          <Field
            label={t('ct-password-confirmation')}
            type="password"
            autoComplete="new-password"
            required
            {...bind('password_confirmation')}
          />
        </>
      )}
      {fields.fields.map((field) => (
        <FieldControl
          key={field.tag}
          field={field}
          name={customName(field.tag)}
          value={custom[field.tag] ?? ''}
          error={errors[customErrorKey(field.tag)]}
          onChange={(value: Value) => {
            setCustom((c) => ({ ...c, [field.tag]: value }));
            clearError(customErrorKey(field.tag));
          }}
        />
      ))}
      <Submit busy={busy}>{t('ct-register')}</Submit>
    </form>
  );
}
