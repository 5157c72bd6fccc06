// The orders the back office's lists of few records may ask for (`sort` and `order`, react-admin's): a field of the
// record by its path in the fixtures' format, as the list's column names it. Each resource allows `id` and the fields
// named here; any other is a 400. Without `sort` a list keeps its own order (positions, ids), but for news posts,
// which editors look for by date: newest first.
const NAMED = ['position', 'translations.pl.name'] as const;
const TITLED = ['position', 'translations.pl.title'] as const;

export const SORT_FIELDS: Partial<Record<string, readonly string[]>> = {
  categories: NAMED,
  tags: NAMED,
  'pattern-collections': NAMED,
  'file-types': ['translations.pl.name'],
  'job-offers': [...TITLED, 'published'],
  pages: ['translations.pl.title'],
  posts: ['published', 'translations.pl.title'],
  realizations: TITLED,
  mechanisms: NAMED,
  'mechanism-categories': NAMED,
  menus: ['name', 'locale'],
};

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

export const DEFAULT_SORTS: Partial<Record<string, Sort>> = { posts: { field: 'published', order: 'desc' } };

/** The fields a resource's list may be sorted by. */
export const sortFieldsOf = (resource: string): string[] => ['id', ...(SORT_FIELDS[resource] ?? [])];

/** The value at a dotted path of a record ('translations.pl.title'). */
function valueAt(record: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** `records` in `sort`'s order; ties, and records without the field (last), by id. */
export function sortRecords<R extends { id: number }>(records: R[], { field, order }: Sort): R[] {
  const direction = order === 'desc' ? -1 : 1;
  const compare = (a: unknown, b: unknown): number => {
    if (a === b) return 0;
    if (a === undefined || a === null) return 1;
    if (b === undefined || b === null) return -1;
    const result = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return result * direction;
  };
  return [...records].sort((a, b) => compare(valueAt(a, field), valueAt(b, field)) || a.id - b.id);
}
