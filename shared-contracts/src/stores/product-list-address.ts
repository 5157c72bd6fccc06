// The product list's address carries its tag selection ('/produkty?tag=3&tag=5'), so a filtered list can be
// shared and reloaded. The catalogue reads it (mfe-catalogue: utils/list-query.ts); other remotes link with it.

/** The list at `listPath` with these tags selected (each once, in order), on its first page. */
export function productListHref(listPath: string, tagIds: readonly number[]): string {
  const params = new URLSearchParams();
  for (const id of new Set(tagIds)) params.append('tag', String(id));
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}
