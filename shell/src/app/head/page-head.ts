// The head of whatever the router shows: the page's own head, or the error page's title in the page's language.
// The server renders it into the HTML; the browser applies it after every client-side navigation.
import { splitLocaleFromPath, type Locale } from '@ergoforma/shared-contracts';
import { shellTranslations } from '../i18n/shell-translations';
import { statusOf } from '../loaders';
import type { PageLoaderResult, RootLoaderResult } from '../state';
import { canonicalUrl, headTags, type DocumentHead } from './head-tags';
import { pageJsonLd } from './json-ld';

export { pageAlternates } from './page-alternates';

export interface PageHeadSource {
  /** The site's public origin (canonical URLs, hreflang, structured data). */
  origin: string;
  pathname: string;
  root: RootLoaderResult;
  page: PageLoaderResult | undefined;
}

function shellText(locale: Locale, key: string): string {
  return shellTranslations[locale]?.[key] ?? shellTranslations.pl[key];
}

export function pageDocumentHead({ origin, pathname, root, page }: PageHeadSource): DocumentHead {
  const status = statusOf(root, page);
  const { locale } = splitLocaleFromPath(pathname);
  if (page?.kind !== 'page' || status !== 200) {
    const title = shellText(locale, status === 404 ? 'pageNotFound' : 'errorOccurred');
    return headTags({ origin, locale, pathname, head: { title }, status });
  }
  const company = root.kind === 'root' ? root.chrome?.company : undefined;
  const jsonLd = pageJsonLd(origin, canonicalUrl(origin, pathname, page.head), pathname, page, company);
  return headTags({ origin, locale, pathname, head: page.head, status, jsonLd });
}
