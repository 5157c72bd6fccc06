// Which of a product's photos and files come from the media library: the editor shows those as library items (to
// reorder, remove, add) and keeps the others (the imported catalogue's) as they are. Found by the public address,
// as the library finds where an item is used.
import type { QueryDb } from '../../../db';

interface Part {
  url: string;
}

const annotated = <T extends Part>(parts: T[] | undefined, ids: ReadonlyMap<string, number>) =>
  (parts ?? []).map((part) => ({ ...part, mediaId: ids.get(part.url) ?? null }));

/** The product with each image and file naming the library item at its address (`mediaId`, null if none). */
export async function withLibraryIds<P extends { images: Part[]; files?: Part[] }>(db: QueryDb, product: P) {
  const urls = [...product.images, ...(product.files ?? [])].map((part) => part.url);
  const rows =
    urls.length === 0
      ? []
      : await db.selectFrom('media_items').select(['id', 'url']).where('url', 'in', urls).execute();
  const ids = new Map(rows.map((row) => [row.url, row.id]));
  return { ...product, images: annotated(product.images, ids), files: annotated(product.files, ids) };
}

const withoutMediaId = (part: unknown) => {
  if (typeof part !== 'object' || part === null || !('mediaId' in part)) return part;
  const { mediaId: _mediaId, ...rest } = part;
  return rest;
};

/** A product as written: the `mediaId` its answer carried is the server's to say, so a record read can be sent back. */
export function withoutLibraryIds(record: Record<string, unknown>): Record<string, unknown> {
  const result = { ...record };
  for (const field of ['images', 'files'] as const) {
    const parts = record[field];
    if (Array.isArray(parts)) result[field] = parts.map(withoutMediaId);
  }
  return result;
}
