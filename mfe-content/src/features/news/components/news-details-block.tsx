// The news_details block: the post of the page's {slug}; nothing on a page without one.
import type { BlockProps } from '../../../utils/block-registry';
import type { NewsDetailsContent } from '../types';
import { NewsArticle } from './news-article';

export function NewsDetailsBlock({ content, headingLevel }: BlockProps<NewsDetailsContent>) {
  if (!content.post) return null;
  return <NewsArticle post={content.post} headingLevel={headingLevel} />;
}
