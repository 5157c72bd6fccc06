import type { Locale } from '@ergoforma/shared-contracts';
import type { LocaleContexts } from './locale-context';

/** A record's slug in one locale (a locale without its own slug uses the Polish one). */
export interface SlugRow {
  id: number;
  locale: Locale;
  slug: string;
}

/**
 * Each locale's path of the given posts or mechanisms, by id: the record's slug in that locale (else the Polish
 * one) in the resolver's node.
 */
export function recordAlternates(
  contexts: LocaleContexts,
  ids: readonly number[],
  slugRows: readonly SlugRow[],
  resolver: 'posts' | 'mechanisms',
): Map<number, Partial<Record<Locale, string>>> {
  const slugs = new Map<number, Map<Locale, string>>();
  for (const row of slugRows)
    slugs.set(row.id, (slugs.get(row.id) ?? new Map<Locale, string>()).set(row.locale, row.slug));
  return new Map(
    ids.map((id) => {
      const own = slugs.get(id) ?? new Map<Locale, string>();
      const polish = own.get('pl') ?? '';
      return [id, contexts.alternates((other) => other.recordPath(resolver, own.get(other.locale) ?? polish))];
    }),
  );
}
