// The product list's state lives in the URL (?page=2&tag=3&tag=5) so a filtered list can be shared and reloaded.
// Only positive integers count; anything else is ignored.

export interface ListQuery {
  page: number;
  tagIds: number[];
}

/** The API accepts at most 50 tag ids; nobody selects more. */
const MAX_TAGS = 50;
const MAX_PAGE = 100_000;

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function parseListQuery(query: URLSearchParams): ListQuery {
  const page = query
    .getAll('page')
    .map(positiveInteger)
    .find((value): value is number => value !== null && value <= MAX_PAGE);
  const tagIds: number[] = [];
  for (const value of query.getAll('tag')) {
    const id = positiveInteger(value);
    if (id !== null && !tagIds.includes(id) && tagIds.length < MAX_TAGS) tagIds.push(id);
  }
  return { page: page ?? 1, tagIds };
}

/** '?page=2&tag=3&tag=5', or '' for the first page without filters (one URL per list state). */
export function listQueryString({ page, tagIds }: ListQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  for (const id of tagIds) params.append('tag', String(id));
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}
