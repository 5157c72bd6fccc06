// The language versions of the page shown: the browser needs them from the first view on (the language switch), so
// they live apart from the rest of the page head, whose code loads only with the first client-side navigation.
import type { PageHead } from '@ergoforma/shared-contracts';
import { statusOf } from '../loaders';
import type { PageLoaderResult, RootLoaderResult } from '../state';

/** The language versions of the page shown (empty for error pages): where the language switch leads. */
export function pageAlternates(
  root: RootLoaderResult,
  page: PageLoaderResult | undefined,
): NonNullable<PageHead['alternates']> {
  return page?.kind === 'page' && statusOf(root, page) === 200 ? (page.head.alternates ?? {}) : {};
}
