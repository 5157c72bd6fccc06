// What both engines share about mechanisms: the row a query returns, the query's columns and joins, and the
// mapping to a Mechanism.
import { sql, type RawBuilder } from 'kysely';
import type { Locale, Mechanism, MechanismCategory } from '@ergoforma/shared-contracts';
import { imageOf, type MediaImageColumns } from './images';
import type { LocaleContext } from './locale-context';
import { translated as text } from './translated-sql';

export interface MechanismRow extends MediaImageColumns {
  id: number;
  name: string;
  slug: string;
  description: string;
  mechanism_category_id: number;
}

/** The mechanisms in `locale`, Polish as fallback. */
export function mechanismQuery(locale: Locale): RawBuilder<MechanismRow> {
  return sql`SELECT m.id, m.mechanism_category_id, ${sql.raw(text('name'))} AS name, ${sql.raw(text('slug'))} AS slug,
    ${sql.raw(text('description'))} AS description, ${sql.raw(text('image_alt'))} AS image_alt, m.image_url, m.image_width, m.image_height
  FROM mechanisms m
  JOIN mechanism_categories c ON c.id = m.mechanism_category_id
  JOIN mechanism_translations d ON d.mechanism_id = m.id AND d.locale = 'pl'
  LEFT JOIN mechanism_translations t ON t.mechanism_id = m.id AND t.locale = ${locale}`;
}

/** The rows as mechanisms; a row whose category is not among `categories` is left out. */
export function mechanismsFromRows(
  context: LocaleContext,
  rows: readonly MechanismRow[],
  categories: ReadonlyMap<number, MechanismCategory>,
  alternates: ReadonlyMap<number, Mechanism['alternates']>,
): Mechanism[] {
  return rows.flatMap((row) => {
    const category = categories.get(row.mechanism_category_id);
    if (!category) return [];
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        path: context.recordPath('mechanisms', row.slug) ?? '',
        category,
        description: row.description,
        image: imageOf(row),
        alternates: alternates.get(row.id) ?? {},
      },
    ];
  });
}
