// The job application form (formik + yup; docs/behaviour.md#job-application-form). Files are checked before upload, the
// send shows progress, failures keep the input and name the failing file, success clears the form. What the visitor
// typed or chose in the server-rendered form before its code hydrated stays, files included.
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useSiteServices } from '@ergoforma/shared-contracts';
import { useHydrated, useTypedBeforeHydration } from '@ergoforma/shared-contracts/forms';
import { useCareersTranslation } from '../../../i18n/use-careers-translation';
import { ACCEPT_ATTRIBUTE } from '../utils/application-file';
import {
  createApplicationSchema,
  EMPTY_APPLICATION,
  FIELD_ORDER,
  type JobApplicationValues,
} from '../utils/application-schema';
import { buildApplicationFormData, classifySendFailure, type TextFieldName } from '../utils/send-failure';
import styles from './job-application-form.module.css';

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';
type FileField = 'cv' | 'coverLetter';

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: number }
  | { kind: 'success' }
  | { kind: 'failure'; messages: string[] };

export interface PositionRequest {
  title: string;
  /** Changes on every 'Apply' click, so choosing the same offer again still prefills and focuses. */
  nonce: number;
}

export interface JobApplicationFormProps {
  positions: string[];
  requestedPosition?: PositionRequest | null;
}

const ID = 'job-application';
const fieldId = (name: keyof JobApplicationValues) => `${ID}-${name}`;

export function JobApplicationForm({ positions, requestedPosition }: JobApplicationFormProps) {
  const { t } = useCareersTranslation();
  const { api } = useSiteServices();
  const [sendState, setSendState] = useState<SendState>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const cvRef = useRef<HTMLInputElement>(null);
  const coverLetterRef = useRef<HTMLInputElement>(null);
  const positionRef = useRef<HTMLSelectElement>(null);
  const hydrated = useHydrated();

  const schema = useMemo(
    () =>
      createApplicationSchema({
        required: t('required'),
        invalidEmail: t('invalidEmail'),
        invalidPhone: t('invalidPhone'),
        consentRequired: t('consentRequired'),
        fileTooLarge: t('fileTooLarge'),
        fileFormat: t('fileFormat'),
      }),
    [t],
  );

  const formik = useFormik<JobApplicationValues>({
    initialValues: EMPTY_APPLICATION,
    validationSchema: schema,
    onSubmit: () => undefined, // submission runs through handleSubmit below (focus + double-submit guard)
  });
  const {
    values,
    errors,
    touched,
    setFieldValue,
    setFieldTouched,
    setFieldError,
    setTouched,
    validateForm,
    resetForm,
  } = formik;

  useTypedBeforeHydration(formRef, formik);

  useEffect(() => {
    if (!requestedPosition) return;
    void setFieldValue('position', requestedPosition.title, true);
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    positionRef.current?.focus({ preventScroll: true });
  }, [requestedPosition, setFieldValue]);

  const sending = sendState.kind === 'sending';

  /** A field the API refused, in the visitor's language (the API's reason is English). */
  function fieldMessage(name: TextFieldName, reason: string): string {
    if (name === 'consent') return t('consentRequired');
    if (/required/i.test(reason)) return t('required');
    if (name === 'email') return t('invalidEmail');
    if (name === 'phone') return t('invalidPhone');
    return t('invalidValue');
  }

  function focusField(name: keyof JobApplicationValues) {
    const element = formRef.current?.querySelector<HTMLElement>(`#${fieldId(name)}`);
    element?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return; // double submission guard (the button is disabled too)
    sendingRef.current = true;
    const allTouched = Object.fromEntries(FIELD_ORDER.map((name) => [name, true]));
    await setTouched(allTouched, false);
    const validationErrors: FormikErrors<JobApplicationValues> = await validateForm();
    const firstInvalid = FIELD_ORDER.find((name) => validationErrors[name]);
    if (firstInvalid) {
      sendingRef.current = false;
      setSendState({ kind: 'idle' });
      focusField(firstInvalid);
      return;
    }
    setSendState({ kind: 'sending', progress: 0 });
    try {
      await api.services.forms.jobApplication(buildApplicationFormData(values), (fraction) => {
        setSendState({ kind: 'sending', progress: Math.max(0, Math.min(1, fraction)) });
      });
      resetForm();
      if (cvRef.current) cvRef.current.value = '';
      if (coverLetterRef.current) coverLetterRef.current.value = '';
      setSendState({ kind: 'success' });
    } catch (error) {
      const failure = classifySendFailure(error);
      const messages: string[] = [];
      if (failure.cv) {
        messages.push(t('cvError'));
        setFieldError('cv', t('cvError'));
      }
      if (failure.coverLetter) {
        messages.push(t('coverLetterError'));
        setFieldError('coverLetter', t('coverLetterError'));
      }
      const refusedFields = FIELD_ORDER.filter((name): name is TextFieldName => name in failure.fields);
      for (const name of refusedFields) setFieldError(name, fieldMessage(name, failure.fields[name] ?? ''));
      if (refusedFields.length > 0) messages.push(t('formError'));
      if (messages.length === 0) messages.push(t('sendError'));
      setSendState({ kind: 'failure', messages });
      const firstRefused = FIELD_ORDER.find((name) =>
        name === 'cv' ? failure.cv : name === 'coverLetter' ? failure.coverLetter : name in failure.fields,
      );
      if (firstRefused) focusField(firstRefused);
    } finally {
      sendingRef.current = false;
    }
  }

  // A field's message shows once the form was submitted (or, for a file, once one is chosen), never when a field is
  // left: a message appearing on blur moved the send button away between the press and the release of a click.
  const errorOf = (name: keyof JobApplicationValues): string | undefined => {
    const message = errors[name];
    return touched[name] && typeof message === 'string' ? message : undefined;
  };

  const describedBy = (name: keyof JobApplicationValues, hint?: string) =>
    [hint, errorOf(name) ? `${fieldId(name)}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const fieldError = (name: keyof JobApplicationValues) => {
    const message = errorOf(name);
    return message ? (
      <p id={`${fieldId(name)}-error`} className="ef-field__error">
        {message}
      </p>
    ) : null;
  };

  const textField = (name: TextField, type: string, autoComplete: string) => (
    <div className="ef-field">
      <label htmlFor={fieldId(name)} className="ef-field__label">
        {t(name)} <span aria-hidden="true">*</span>
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className="ef-field__control"
        value={values[name]}
        onChange={formik.handleChange}
        required
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name)}
      />
      {fieldError(name)}
    </div>
  );

  const fileField = (name: FileField, ref: RefObject<HTMLInputElement | null>, required: boolean) => (
    <div className="ef-field">
      <label htmlFor={fieldId(name)} className="ef-field__label">
        {t(name)} {required && <span aria-hidden="true">*</span>}
      </label>
      {/* The native file input stays the control (keyboard, screen readers, the field's label); it lies, transparent,
          over a button drawn in the site's style with a translated text, and the chosen file's name shows beside it
          (docs/behaviour.md#job-application-form). */}
      <div className={styles.filePicker}>
        <span className={styles.fileControl}>
          <input
            ref={ref}
            id={fieldId(name)}
            name={name}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className={styles.file}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              void setFieldValue(name, file, true);
              void setFieldTouched(name, true, false);
            }}
            required={required}
            aria-invalid={errorOf(name) ? true : undefined}
            aria-describedby={describedBy(name, `${ID}-file-hint ${fieldId(name)}-chosen`)}
          />
          <span className={`ef-button ef-button--ghost ${styles.fileButton}`} aria-hidden="true">
            {t('chooseFile')}
          </span>
        </span>
        <span id={`${fieldId(name)}-chosen`} className={styles.fileName}>
          {values[name]?.name ?? t('noFileChosen')}
        </span>
      </div>
      {fieldError(name)}
    </div>
  );

  const percent = sendState.kind === 'sending' ? Math.round(sendState.progress * 100) : 0;

  return (
    <section className={styles.section} aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`} className={styles.title}>
        {t('applicationTitle')}
      </h2>
      <p className={styles.lead}>{t('applicationLead')}</p>
      <form
        ref={formRef}
        id={ID}
        className="ef-form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={sending || undefined}
      >
        <div className="ef-field-row">
          {textField('firstName', 'text', 'given-name')}
          {textField('lastName', 'text', 'family-name')}
          {textField('email', 'email', 'email')}
          {textField('phone', 'tel', 'tel')}
        </div>
        <div className="ef-field">
          <label htmlFor={fieldId('position')} className="ef-field__label">
            {t('position')} <span aria-hidden="true">*</span>
          </label>
          <select
            ref={positionRef}
            id={fieldId('position')}
            name="position"
            className="ef-field__control"
            value={values.position}
            onChange={formik.handleChange}
            required
            aria-invalid={errorOf('position') ? true : undefined}
            aria-describedby={describedBy('position')}
          >
            <option value="">{t('choosePosition')}</option>
            {positions.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
          {fieldError('position')}
        </div>
        <p id={`${ID}-file-hint`} className={styles.hint}>
          {t('fileHint')}
        </p>
        <div className="ef-field-row">
          {fileField('cv', cvRef, true)}
          {fileField('coverLetter', coverLetterRef, false)}
        </div>
        <div className="ef-field">
          <div className={styles.consent}>
            <input
              id={fieldId('consent')}
              name="consent"
              type="checkbox"
              className={`ef-field__checkbox ${styles.checkbox}`}
              checked={values.consent}
              onChange={formik.handleChange}
              required
              aria-invalid={errorOf('consent') ? true : undefined}
              aria-describedby={describedBy('consent')}
            />
            <label htmlFor={fieldId('consent')}>
              {t('consent')} <span aria-hidden="true">*</span>
            </label>
          </div>
          {fieldError('consent')}
        </div>
        <div className={styles.actions}>
          {/* Disabled until the form's code runs: a native submit would put the data in the address and lose it. */}
          <button type="submit" className="ef-button" disabled={sending || !hydrated}>
            {sending ? t('sending') : t('send')}
          </button>
          {sending && (
            <span className={styles.progress}>
              <label htmlFor={`${ID}-progress`} className={styles.progressLabel}>
                {t('uploadProgress')}
              </label>
              <progress id={`${ID}-progress`} max={100} value={percent}>
                {percent}%
              </progress>
            </span>
          )}
        </div>
        <div role="status" aria-live="polite">
          {sendState.kind === 'sending' && <p className="ef-visually-hidden">{t('sendingProgress', { percent })}</p>}
          {sendState.kind === 'success' && (
            <p className="ef-form-message ef-form-message--success">{t('sendSuccess')}</p>
          )}
          {sendState.kind === 'failure' &&
            sendState.messages.map((message) => (
              <p key={message} className="ef-form-message ef-form-message--failure">
                {message}
              </p>
            ))}
        </div>
      </form>
    </section>
  );
}
