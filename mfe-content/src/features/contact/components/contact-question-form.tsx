// The contact question form (SPEC §5 forms, §8 messages): formik + yup, posting a ClientQuestion through the
// API client. Errors are tied to their fields (aria-invalid, aria-describedby); a failed submit moves focus to the
// first invalid field; the form cannot be sent twice while a request is running; after a failure the visitor's
// input stays and the API's field errors appear on their fields.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { ApiError, useRemoteTranslation, useSiteServices } from '@ergoforma/shared-contracts';
import { CONTENT_NAMESPACE, translations } from '../../../i18n/translations';
import {
  CLIENT_QUESTION_FIELDS,
  clientQuestionSchema,
  EMPTY_CLIENT_QUESTION,
  toClientQuestion,
  type ClientQuestionValues,
} from '../utils/client-question-schema';
import styles from './contact-question-form.module.css';

type SendState = 'idle' | 'sent' | 'failed';
type FieldName = keyof ClientQuestionValues;

const FIELD_LABELS: Record<FieldName, string> = {
  name: 'formName',
  email: 'formEmail',
  phone: 'formPhone',
  company: 'formCompany',
  subject: 'formSubject',
  message: 'formMessage',
  consent: 'formConsent',
};

function serverFieldErrors(error: unknown): FormikErrors<ClientQuestionValues> {
  if (!(error instanceof ApiError)) return {};
  const errors: FormikErrors<ClientQuestionValues> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((CLIENT_QUESTION_FIELDS as readonly string[]).includes(field)) errors[field as FieldName] = message;
  }
  return errors;
}

export function ContactQuestionForm({ headingId }: { headingId?: string }) {
  const { t } = useRemoteTranslation(CONTENT_NAMESPACE, translations);
  const { api } = useSiteServices();
  const idPrefix = useId();
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const sendingRef = useRef(false);
  const [sendState, setSendState] = useState<SendState>('idle');
  /**
   * False in the server HTML and until this form has hydrated: the button stays disabled, so a click (or Enter)
   * before the form's code runs cannot make the browser submit the form natively (a GET with the visitor's data
   * in the URL). Without JavaScript the form cannot be sent anyway: it posts through the API client.
   */
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  /** Bumped after every submit that ends with errors, so focus moves once the errors are rendered. */
  const [focusRequest, setFocusRequest] = useState(0);
  const schema = useMemo(() => clientQuestionSchema({ required: t('formRequired'), invalidEmail: t('formInvalidEmail') }), [t]);

  const formik = useFormik<ClientQuestionValues>({
    initialValues: EMPTY_CLIENT_QUESTION,
    validationSchema: schema,
    async onSubmit(values, helpers) {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSendState('idle');
      try {
        await api.services.forms.clientQuestion(toClientQuestion(values));
        helpers.resetForm();
        setSendState('sent');
      } catch (error) {
        // The input stays; the API's own field errors show on their fields.
        const fieldErrors = serverFieldErrors(error);
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])), false);
        setSendState('failed');
        if (Object.keys(fieldErrors).length > 0) setFocusRequest((count) => count + 1);
      } finally {
        sendingRef.current = false;
      }
    },
  });
  const { errors, touched, isSubmitting, submitCount } = formik;

  // A submit stopped by validation: focus the first invalid field.
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting && Object.keys(errors).length > 0) setFocusRequest((count) => count + 1);
    // Only after a submit attempt, not on every validation while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = CLIENT_QUESTION_FIELDS.find((field) => errors[field]);
    if (first) fieldRefs.current[first]?.focus();
    // Runs for each request; the errors are those of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const idOf = (field: FieldName) => `${idPrefix}-${field}`;
  const errorOf = (field: FieldName): string | undefined => (touched[field] || submitCount > 0 ? errors[field] : undefined);
  const describedBy = (field: FieldName) => (errorOf(field) ? `${idOf(field)}-error` : undefined);
  const errorText = (field: FieldName): ReactNode =>
    errorOf(field) ? (
      <p id={`${idOf(field)}-error`} className={styles.error}>
        {errorOf(field)}
      </p>
    ) : null;

  const textField = (field: Exclude<FieldName, 'consent' | 'message'>, type: 'text' | 'email' | 'tel', required: boolean, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)} className={styles.label}>
        {t(FIELD_LABELS[field])}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={(element) => {
          fieldRefs.current[field] = element;
        }}
        id={idOf(field)}
        name={field}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={describedBy(field)}
        value={formik.values[field]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-labelledby={headingId} aria-busy={isSubmitting || undefined}>
      <p className={styles.hint}>{t('formRequiredHint')}</p>
      <div className={styles.grid}>
        {textField('name', 'text', true, 'name')}
        {textField('email', 'email', true, 'email')}
        {textField('phone', 'tel', false, 'tel')}
        {textField('company', 'text', false, 'organization')}
      </div>
      {textField('subject', 'text', false, 'off')}
      <div className={styles.field}>
        <label htmlFor={idOf('message')} className={styles.label}>
          {t('formMessage')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          ref={(element) => {
            fieldRefs.current.message = element;
          }}
          id={idOf('message')}
          name="message"
          rows={6}
          className={`${styles.input} ${styles.textarea}`}
          required
          aria-required
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={describedBy('message')}
          value={formik.values.message}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {errorText('message')}
      </div>
      <div className={`${styles.field} ${styles.consent}`}>
        <input
          ref={(element) => {
            fieldRefs.current.consent = element;
          }}
          id={idOf('consent')}
          name="consent"
          type="checkbox"
          className={styles.checkbox}
          required
          aria-required
          aria-invalid={errorOf('consent') ? true : undefined}
          aria-describedby={describedBy('consent')}
          checked={formik.values.consent}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <label htmlFor={idOf('consent')} className={styles.consentLabel}>
          {t('formConsent')}
          <span aria-hidden="true"> *</span>
        </label>
        {errorText('consent')}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="ef-button" disabled={!ready || isSubmitting}>
          {isSubmitting ? t('formSending') : t('formSend')}
        </button>
      </div>
      <div role="status" className={styles.statusRegion}>
        {sendState === 'sent' && <p className={styles.success}>{t('formSent')}</p>}
      </div>
      <div role="alert" className={styles.statusRegion}>
        {sendState === 'failed' && <p className={styles.failure}>{t('formFailed')}</p>}
      </div>
    </form>
  );
}
