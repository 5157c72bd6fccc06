// The pieces every form of this remote is built from (contact question, cooperation and proposal requests): the form
// frame with the required-fields hint, send button and status messages (docs/behaviour.md#form-messages), and labelled
// fields whose error is tied to them (aria-invalid, aria-describedby). Their look is the shell's form classes
// (.ef-form, .ef-field…, shell/src/client/styles/global.css), shared with the job application form.
import { useMemo, type FormEvent, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { SubmissionForm } from '../hooks/use-submission-form';
import styles from './form-fields.module.css';

type FieldName<V> = keyof V & string;

interface FieldProps<V extends FormikValues> {
  form: SubmissionForm<V>;
  name: FieldName<V>;
  label: string;
  required?: boolean;
}

function Label<V extends FormikValues>({ form, name, label, required }: FieldProps<V>) {
  return (
    <label htmlFor={form.idOf(name)} className="ef-field__label">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

function ErrorText<V extends FormikValues>({ form, name }: { form: SubmissionForm<V>; name: FieldName<V> }) {
  const message = form.errorOf(name);
  return message ? (
    <p id={form.errorIdOf(name)} className="ef-field__error">
      {message}
    </p>
  ) : null;
}

/** The attributes every control shares: id, name, validity and description, value binding, focus registration. */
function controlProps<V extends FormikValues>(form: SubmissionForm<V>, name: FieldName<V>, required: boolean) {
  const error = form.errorOf(name);
  return {
    ref: form.register(name),
    id: form.idOf(name),
    name,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? form.errorIdOf(name) : undefined,
    onChange: form.formik.handleChange,
  } as const;
}

export function TextField<V extends FormikValues>({
  type = 'text',
  autoComplete,
  inputMode,
  ...props
}: FieldProps<V> & { type?: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'numeric' | 'text' }) {
  const { form, name, required = false } = props;
  return (
    <div className="ef-field">
      <Label {...props} />
      <input
        {...controlProps(form, name, required)}
        type={type}
        inputMode={inputMode}
        className="ef-field__control"
        autoComplete={autoComplete}
        value={String(form.formik.values[name] ?? '')}
      />
      <ErrorText form={form} name={name} />
    </div>
  );
}

export function TextAreaField<V extends FormikValues>(props: FieldProps<V>) {
  const { form, name, required = false } = props;
  return (
    <div className="ef-field">
      <Label {...props} />
      <textarea
        {...controlProps(form, name, required)}
        rows={6}
        className={`ef-field__control ${styles.textarea}`}
        value={String(form.formik.values[name] ?? '')}
      />
      <ErrorText form={form} name={name} />
    </div>
  );
}

export function SelectField<V extends FormikValues>({
  options,
  placeholder,
  ...props
}: FieldProps<V> & { options: Array<{ value: string; label: string }>; placeholder: string }) {
  const { form, name, required = false } = props;
  return (
    <div className="ef-field">
      <Label {...props} />
      <select
        {...controlProps(form, name, required)}
        className={`ef-field__control ${styles.select}`}
        value={String(form.formik.values[name] ?? '')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText form={form} name={name} />
    </div>
  );
}

export function ConsentField<V extends FormikValues>(props: FieldProps<V>) {
  const { form, name, label } = props;
  return (
    <div className={`ef-field ${styles.consent}`}>
      <input
        {...controlProps(form, name, true)}
        type="checkbox"
        className={`ef-field__checkbox ${styles.checkbox}`}
        checked={Boolean(form.formik.values[name])}
      />
      <label htmlFor={form.idOf(name)} className={styles.consentLabel}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <ErrorText form={form} name={name} />
    </div>
  );
}

/** Fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="ef-field-row">{children}</div>;
}

/** The form frame: hint, fields, send button, then the success (status) and failure (alert) messages. */
export function SubmissionFormFrame<V extends FormikValues>({
  form,
  headingId,
  label,
  children,
}: {
  form: SubmissionForm<V>;
  /** The heading that names the form. */
  headingId?: string;
  /** The form's name when no heading names it. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useContentTranslation();
  const { isSubmitting } = form.formik;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button stays focusable while sending (aria-disabled, so focus does not drop to the page), so refuse here.
    if (isSubmitting) event.preventDefault();
    else form.formik.handleSubmit(event);
  };
  return (
    <form
      ref={form.formRef}
      className="ef-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : label}
      aria-busy={isSubmitting || undefined}
    >
      <p className={styles.hint}>{t('formRequiredHint')}</p>
      {children}
      <div className={styles.actions}>
        <button type="submit" className="ef-button" disabled={!form.ready} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('formSending') : t('formSend')}
        </button>
      </div>
      <div role="status">
        {form.sendState === 'sent' && (
          <p ref={form.messageRef} tabIndex={-1} className="ef-form-message ef-form-message--success">
            {t('formSent')}
          </p>
        )}
      </div>
      <div role="alert">
        {form.sendState === 'failed' && (
          <p ref={form.messageRef} tabIndex={-1} className="ef-form-message ef-form-message--failure">
            {t('formFailed')}
          </p>
        )}
      </div>
    </form>
  );
}

/** The translated messages of the shared field rules. */
export function useFormMessages() {
  const { t } = useContentTranslation();
  const messages = useMemo(
    () => ({
      required: t('formRequired'),
      consentRequired: t('formConsentRequired'),
      invalidEmail: t('formInvalidEmail'),
      invalidPhone: t('formInvalidPhone'),
      tooLong: t('formTooLong'),
    }),
    [t],
  );
  return { t, messages };
}
