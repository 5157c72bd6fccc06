// One page of published posts, newest first (GET /api/posts): the news list's first page in load(), the next
// ones when the visitor asks for more.
import type { ApiClient, HtmlSanitizer } from '@ergoforma/shared-contracts';
import type { NewsCard } from '../types';
import { toNewsCard } from '../utils/to-news-card';

export const DEFAULT_NEWS_PER_PAGE = 9;

export interface NewsPage {
  posts: NewsCard[];
  totalItems: number;
}

export async function getNewsPage(
  api: ApiClient,
  page: number,
  itemsPerPage: number,
  sanitizeHtml: HtmlSanitizer,
): Promise<NewsPage> {
  const collection = await api.services.posts.list({ page, itemsPerPage, order: { published: 'desc' } });
  return { posts: collection.member.map((post) => toNewsCard(post, sanitizeHtml)), totalItems: collection.totalItems };
}
