// What the site's forms share (docs/behaviour.md#form-validation): formik + yup validation, one request at a time, the
// success message and an emptied form after sending, the failure message with the visitor's input kept, the API's field
// errors (400 `errors`) shown on their fields, and focus moved to the first invalid field after a failed submit, or to
// the success or failure message otherwise (so a keyboard or screen-reader visitor is not left on the page's body).
// What the visitor typed into the server-rendered form before its code hydrated stays in the form.
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { ApiError } from '@ergoforma/shared-contracts';
import { useHydrated, useTypedBeforeHydration } from '@ergoforma/shared-contracts/forms';

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
  /** The form element, whose fields are read once after hydration. */
  formRef: RefObject<HTMLFormElement | null>;
  idOf(field: keyof V & string): string;
  /**
   * The message shown on a field: only after a submit attempt, never when a field is left, so no message appears
   * (and moves the send button) between the press and the release of a click on "Send".
   */
  errorOf(field: keyof V & string): string | undefined;
  errorIdOf(field: keyof V & string): string;
  /** A ref callback registering the field's element for focus. */
  register(field: keyof V & string): (element: FieldElement | null) => void;
  /** The success or failure message, which gets the focus when a send ends without field errors. */
  messageRef: RefObject<HTMLParagraphElement | null>;
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
  const messageRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [sendState, setSendState] = useState<SendState>('idle');
  const ready = useHydrated();

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
        void helpers.setTouched(
          Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])) as never,
          false,
        );
        setSendState('failed');
      } finally {
        sending.current = false;
      }
    },
  });
  const { errors, touched, isSubmitting, submitCount } = formik;

  useTypedBeforeHydration(formRef, formik);

  // A submit attempt that ends with errors (the form's validation, or the API's field errors): focus the first
  // invalid field. The errors are read when the attempt ends, so typing afterwards does not move the focus.
  const focusFirstInvalidField = useEffectEvent(() => {
    const first = fields.find((field) => errors[field]);
    if (first) elements.current[first]?.focus();
  });
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) focusFirstInvalidField();
  }, [submitCount, isSubmitting]);

  // A send that ended: the message takes the focus, unless a field the API refused already has it.
  const focusMessage = useEffectEvent(() => {
    if (!fields.some((field) => errors[field])) messageRef.current?.focus();
  });
  useEffect(() => {
    if (sendState !== 'idle') focusMessage();
  }, [sendState]);

  const idOf = (field: string) => `${idPrefix}-${field}`;
  return {
    formik,
    sendState,
    ready,
    formRef,
    idOf,
    errorIdOf: (field) => `${idOf(field)}-error`,
    errorOf: (field) => {
      const message = touched[field] || submitCount > 0 ? errors[field] : undefined;
      return typeof message === 'string' ? message : undefined;
    },
    register: (field) => (element) => {
      elements.current[field] = element;
    },
    messageRef,
  };
}
