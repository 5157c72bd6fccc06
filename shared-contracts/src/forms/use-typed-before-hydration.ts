// A form loses nothing the visitor typed into its server-rendered fields before its code hydrated
// (docs/behaviour.md#form-validation). React leaves the fields' DOM values alone while it hydrates, but the form's state
// starts from its initial values, and the next render would write those back into the fields: right after the first
// client render, useTypedBeforeHydration reads the form's fields and hands over the values that differ from the state.
// And until the code runs, useHydrated keeps the send button disabled. Imported as @ergoforma/shared-contracts/forms, not
// through the barrel: it travels with each form's own lazily loaded code, not in every first view.
import { useEffectEvent, useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * The form's fields whose value in the page differs from `values`, by name: text inputs, text areas and selects for
 * string values, checkboxes for booleans, file inputs (their first file) for a File or null. A value only ever
 * replaces one of its own kind, so the result fits the form's values type.
 */
export function typedFieldValues<V extends object>(form: HTMLFormElement, values: V): Partial<V> {
  const typed: Record<string, string | boolean | File | null> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (typeof value === 'boolean' && field.checked !== value) typed[name] = field.checked;
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      const file = field.files?.[0] ?? null;
      if ((value === null || value instanceof File) && file !== value) typed[name] = file;
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      if (typeof value === 'string' && field.value !== value) typed[name] = field.value;
    }
  }
  return typed as Partial<V>;
}

/** A form's state as Formik keeps it: its values, and the update that may skip validation. */
export interface FormState<V> {
  values: V;
  setValues(update: (current: V) => V, shouldValidate: boolean): unknown;
}

/**
 * Once, right after the form's first render in the browser (before the page is painted or any other effect runs),
 * puts into the form's state the values the visitor typed before hydration. Nothing happens when there are none (the
 * form was rendered in the browser, or left untouched). The fields are neither validated nor marked touched: no
 * message shows for them until the form is submitted.
 */
export function useTypedBeforeHydration<V extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  form: FormState<V>,
): void {
  const keepTypedValues = useEffectEvent(() => {
    if (!formRef.current) return;
    const typed = typedFieldValues(formRef.current, form.values);
    if (Object.keys(typed).length > 0) form.setValues((current) => ({ ...current, ...typed }), false);
  });
  useLayoutEffect(() => keepTypedValues(), []);
}

const subscribeToNothing = () => () => undefined;

/**
 * False in the server render and while hydrating, true once the browser runs the component's code. A form's send
 * button stays disabled until then, so a click before the form's code runs cannot submit the form natively (a GET
 * with the visitor's data in the address, and a page load that drops everything typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
