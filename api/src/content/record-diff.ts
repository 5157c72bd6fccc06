// A readable difference between two states of a record (in the fixtures' format): the fields that differ, each by
// its path ('translations.en.slug', 'images[0].alt.pl'), with the value before and after, and the language the
// field is in when it is a translation.
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';

export type FieldValue = string | number | boolean | null;

export interface FieldChange {
  path: string;
  /** The language of a translated field; null for a field every language shares. */
  locale: Locale | null;
  /** Absent (undefined) when the field did not exist on that side. */
  before?: FieldValue;
  after?: FieldValue;
}

/** Every leaf value of `value` by its path; an empty object or list counts as a leaf. */
function leaves(value: unknown, path: string, into: Map<string, FieldValue>): Map<string, FieldValue> {
  if (Array.isArray(value) && value.length > 0) value.forEach((item, index) => leaves(item, `${path}[${index}]`, into));
  else if (value !== null && typeof value === 'object' && Object.keys(value).length > 0)
    for (const [key, item] of Object.entries(value)) leaves(item, path === '' ? key : `${path}.${key}`, into);
  else if (value !== undefined)
    into.set(path, typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as FieldValue));
  return into;
}

const localeOf = (path: string): Locale | null =>
  LOCALES.find((locale) => path.split(/[.[\]]/).includes(locale)) ?? null;

/** The fields that differ from `before` to `after` (null: no record), in the order of the record's fields. */
export function recordDiff(before: unknown, after: unknown): FieldChange[] {
  const was = leaves(before ?? {}, '', new Map());
  const is = leaves(after ?? {}, '', new Map());
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths
    .filter((path) => path !== '' && was.get(path) !== is.get(path))
    .map((path) => ({
      path,
      locale: localeOf(path),
      ...(was.has(path) ? { before: was.get(path) } : {}),
      ...(is.has(path) ? { after: is.get(path) } : {}),
    }));
}
