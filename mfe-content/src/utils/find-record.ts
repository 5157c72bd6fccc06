// Detail pages and detail blocks show one record named by the page's {slug}: absent slug or a 404 means none.
import { ApiError, type LoadContext, type PageLoadContext } from '@ergoforma/shared-contracts';

/** The {slug} of a page load context; a block's plain load context has none. */
export function pageSlug(context: LoadContext): string | undefined {
  return (context as Partial<PageLoadContext>).params?.slug;
}

/** The record `fetch` answers for `slug`, or null when there is no slug or the API says 404. */
export async function findRecord<T>(slug: string | undefined, fetch: (slug: string) => Promise<T>): Promise<T | null> {
  if (!slug) return null;
  try {
    return await fetch(slug);
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return null;
    throw error;
  }
}
