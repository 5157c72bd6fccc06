// How much of the catalogue is translated: for each kind of record the back office edits and each language other
// than Polish, the texts that have a translation out of those that have a Polish text, and the texts without one
// (record, field, and where the back office edits it). A translation that is empty counts as missing.
import { sql } from 'kysely';
import type { ContentDb } from './content-history';

export const TRANSLATED_LOCALES = ['en', 'fr'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
/** The untranslated texts listed per kind and language; the count says how many there are in all. */
export const UNTRANSLATED_LISTED = 500;

export interface UntranslatedField {
  id: number;
  /** The record's field, as in its edit form: 'translations.en.name', 'patterns[3].translations.en.name'. */
  field: string;
  /** The back office's path of the record's edit page. */
  link: string;
}

export interface LanguageStatus {
  translated: number;
  total: number;
  untranslatedCount: number;
  untranslated: UntranslatedField[];
}

export interface ResourceStatus {
  /** The back office's resource: 'products', 'categories', ... */
  resource: string;
  languages: Record<TranslatedLocale, LanguageStatus>;
}

export interface TranslationStatus {
  resources: ResourceStatus[];
}

/** Texts of one translation table; `part` is a table between it and the record (a product's blocks). */
interface TextSource {
  table: string;
  column: string;
  fields: readonly string[];
  part?: { table: string; owner: string; field: string };
}

const SOURCES: ReadonlyArray<{ resource: string; sources: readonly TextSource[] }> = [
  {
    resource: 'products',
    sources: [
      {
        table: 'product_translations',
        column: 'product_id',
        fields: ['short_description', 'seo_title', 'seo_description'],
      },
      {
        table: 'product_block_translations',
        column: 'block_id',
        fields: ['name', 'content'],
        part: { table: 'product_blocks', owner: 'product_id', field: 'blocks' },
      },
    ],
  },
  {
    resource: 'categories',
    sources: [{ table: 'category_translations', column: 'category_id', fields: ['name', 'slug', 'description'] }],
  },
  { resource: 'tags', sources: [{ table: 'tag_translations', column: 'tag_id', fields: ['name', 'slug'] }] },
  {
    resource: 'pattern-collections',
    sources: [
      { table: 'pattern_collection_translations', column: 'pattern_collection_id', fields: ['name', 'description'] },
      {
        table: 'pattern_translations',
        column: 'pattern_id',
        fields: ['name'],
        part: { table: 'patterns', owner: 'pattern_collection_id', field: 'patterns' },
      },
    ],
  },
  { resource: 'file-types', sources: [{ table: 'file_type_translations', column: 'file_type_id', fields: ['name'] }] },
];

/** seo_title -> seoTitle, the record's field name. */
const camel = (column: string): string => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const present = (text: unknown): boolean => typeof text === 'string' && text.trim() !== '';

type TextRow = Record<string, unknown> & { id: number; part_id: number | null };

async function textRows(db: ContentDb, source: TextSource, locale: TranslatedLocale): Promise<TextRow[]> {
  const columns = source.fields.flatMap((field) => [
    sql`d.${sql.ref(field)} AS ${sql.ref(`pl_${field}`)}`,
    sql`t.${sql.ref(field)} AS ${sql.ref(`tr_${field}`)}`,
  ]);
  const owner = source.part === undefined ? sql`d.${sql.ref(source.column)}` : sql`p.${sql.ref(source.part.owner)}`;
  const partId = source.part === undefined ? sql`NULL` : sql`p.id`;
  const partJoin =
    source.part === undefined
      ? sql``
      : sql`JOIN ${sql.table(source.part.table)} p ON p.id = d.${sql.ref(source.column)}`;
  const result = await sql<TextRow>`SELECT ${owner} AS id, ${partId} AS part_id, ${sql.join(columns)}
    FROM ${sql.table(source.table)} d ${partJoin}
    LEFT JOIN ${sql.table(source.table)} t ON t.${sql.ref(source.column)} = d.${sql.ref(source.column)} AND t.locale = ${locale}
    WHERE d.locale = 'pl'
    ORDER BY 1, 2`.execute(db);
  return result.rows;
}

async function languageStatus(
  db: ContentDb,
  resource: string,
  sources: readonly TextSource[],
  locale: TranslatedLocale,
): Promise<LanguageStatus> {
  const status: LanguageStatus = { translated: 0, total: 0, untranslatedCount: 0, untranslated: [] };
  for (const source of sources) {
    for (const row of await textRows(db, source, locale)) {
      for (const field of source.fields) {
        if (!present(row[`pl_${field}`])) continue;
        status.total += 1;
        if (present(row[`tr_${field}`])) {
          status.translated += 1;
          continue;
        }
        status.untranslatedCount += 1;
        if (status.untranslated.length >= UNTRANSLATED_LISTED) continue;
        const id = Number(row.id);
        const prefix = source.part === undefined ? '' : `${source.part.field}[${String(row.part_id)}].`;
        status.untranslated.push({
          id,
          field: `${prefix}translations.${locale}.${camel(field)}`,
          link: `/${resource}/${id}`,
        });
      }
    }
  }
  return status;
}

export async function translationStatus(db: ContentDb): Promise<TranslationStatus> {
  const resources: ResourceStatus[] = [];
  for (const { resource, sources } of SOURCES) {
    const en = await languageStatus(db, resource, sources, 'en');
    resources.push({ resource, languages: { en, fr: await languageStatus(db, resource, sources, 'fr') } });
  }
  return { resources };
}
