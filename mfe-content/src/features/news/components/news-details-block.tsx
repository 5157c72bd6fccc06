// The news_details block: the post of the page's {slug}; nothing on a page without one.
import type { BlockProps } from '../../blocks/types';
import { NewsArticle } from './news-article';

export function NewsDetailsBlock({ content, headingLevel }: BlockProps<'news_details'>) {
  if (!content.post) return null;
  return <NewsArticle post={content.post} headingLevel={headingLevel} />;
}
