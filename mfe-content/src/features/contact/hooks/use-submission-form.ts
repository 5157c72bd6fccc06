// What the site's forms share (SPEC §5, §8): formik + yup validation, one request at a time, the success message
// and an emptied form after sending, the failure message with the visitor's input kept, the API's field errors
// (400 `errors`) shown on their fields, and focus moved to the first invalid field after a failed submit.
import { useEffect, useId, useRef, useState } from 'react';
import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { ApiError } from '@ergoforma/shared-contracts';

export type SendState = 'idle' | 'sent' | 'failed';
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface SubmissionFormOptions<V extends FormikValues> {
  initialValues: V;
  /** The fields in the order they appear (the first invalid one gets focus). */
  fields: ReadonlyArray<keyof V & string>;
  schema: Schema<unknown>;
  send(values: V): Promise<unknown>;
}

export interface SubmissionForm<V extends FormikValues> {
  formik: ReturnType<typeof useFormik<V>>;
  sendState: SendState;
  /**
   * False in the server HTML and until the form has hydrated: the send button stays disabled, so a click before
   * the form's code runs cannot submit the form natively (a GET with the visitor's data in the URL).
   */
  ready: boolean;
  idOf(field: keyof V & string): string;
  /** The message shown on a field: after it was left or after a submit attempt. */
  errorOf(field: keyof V & string): string | undefined;
  errorIdOf(field: keyof V & string): string;
  /** A ref callback registering the field's element for focus. */
  register(field: keyof V & string): (element: FieldElement | null) => void;
}

function serverFieldErrors<V>(error: unknown, fields: readonly string[]): FormikErrors<V> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) if (fields.includes(field)) errors[field] = message;
  return errors as FormikErrors<V>;
}

export function useSubmissionForm<V extends FormikValues>({
  initialValues,
  fields,
  schema,
  send,
}: SubmissionFormOptions<V>): SubmissionForm<V> {
  const idPrefix = useId();
  const elements = useRef<Partial<Record<string, FieldElement | null>>>({});
  const sending = useRef(false);
  const [sendState, setSendState] = useState<SendState>('idle');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  /** Bumped after every submit that ends with errors, so focus moves once the errors are rendered. */
  const [focusRequest, setFocusRequest] = useState(0);

  const formik = useFormik<V>({
    initialValues,
    validationSchema: schema,
    async onSubmit(values, helpers) {
      if (sending.current) return;
      sending.current = true;
      setSendState('idle');
      try {
        await send(values);
        helpers.resetForm();
        setSendState('sent');
      } catch (error) {
        // The input stays; the API's own field errors show on their fields.
        const fieldErrors = serverFieldErrors<V>(error, fields);
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])) as never, false);
        setSendState('failed');
        if (Object.keys(fieldErrors).length > 0) setFocusRequest((count) => count + 1);
      } finally {
        sending.current = false;
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
    const first = fields.find((field) => errors[field]);
    if (first) elements.current[first]?.focus();
    // Runs for each request; the errors are those of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const idOf = (field: string) => `${idPrefix}-${field}`;
  return {
    formik,
    sendState,
    ready,
    idOf,
    errorIdOf: (field) => `${idOf(field)}-error`,
    errorOf: (field) => {
      const message = touched[field] || submitCount > 0 ? errors[field] : undefined;
      return typeof message === 'string' ? message : undefined;
    },
    register: (field) => (element) => {
      elements.current[field] = element;
    },
  };
}
