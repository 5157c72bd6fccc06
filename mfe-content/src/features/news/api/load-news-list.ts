// The news_list block (API-filled; docs/behaviour.md#news): the page gives its title and page size; load() adds the
// first page of published posts, newest first.
import type { HtmlSanitizer, JsonObject, LoadContext } from '@ergoforma/shared-contracts';
import type { NewsListContent } from '../types';
import { DEFAULT_NEWS_PER_PAGE, getNewsPage } from './get-news-page';

const MAX_NEWS_PER_PAGE = 50;

export async function loadNewsList(
  content: JsonObject | null | undefined,
  sanitizeHtml: HtmlSanitizer,
  context: LoadContext,
): Promise<NewsListContent> {
  const { title, itemsPerPage } = content ?? {};
  const perPage =
    typeof itemsPerPage === 'number' && itemsPerPage >= 1
      ? Math.min(Math.floor(itemsPerPage), MAX_NEWS_PER_PAGE)
      : DEFAULT_NEWS_PER_PAGE;
  const { posts, totalItems } = await getNewsPage(context.api, 1, perPage, sanitizeHtml);
  return { title: typeof title === 'string' ? title : '', itemsPerPage: perPage, posts, totalItems };
}
