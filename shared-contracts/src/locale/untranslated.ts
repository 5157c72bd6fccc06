// Polish fallback text inside an English or French page carries lang="pl" (docs/behaviour.md#missing-translations),
// so that screen readers read it in Polish and browser translation finds it. The API names such texts per record;
// every remote marks them with this one helper.
import type { Untranslated } from '../types/entities';

/** 'pl' when the API answered `field` in Polish for want of the page's language, else nothing (the page's own). */
export function polishIf<Field extends string>(
  untranslated: Untranslated<Field> | undefined,
  field: Field,
): 'pl' | undefined {
  return untranslated?.includes(field) ? 'pl' : undefined;
}
