// A post as a card of the news list; its lead goes through the sanitiser (in load(), or in the browser for the
// pages fetched by 'more').
import type { HtmlSanitizer, Post } from '@ergoforma/shared-contracts';
import type { NewsArticleData, NewsCard } from '../types';

export function toNewsCard(post: Post, sanitizeHtml: HtmlSanitizer): NewsCard {
  return {
    id: post.id,
    title: post.title,
    path: post.path,
    lead: sanitizeHtml(post.lead ?? ''),
    untranslated: post.untranslated ?? [],
    image: post.image ?? null,
    published: post.published,
  };
}

export function toNewsArticle(post: Post, sanitizeHtml: HtmlSanitizer): NewsArticleData {
  return {
    id: post.id,
    title: post.title,
    path: post.path,
    lead: sanitizeHtml(post.lead ?? ''),
    content: sanitizeHtml(post.content ?? ''),
    untranslated: post.untranslated ?? [],
    image: post.image ?? null,
    published: post.published,
    seoTitle: post.seoTitle ?? null,
    seoDescription: post.seoDescription ?? null,
    alternates: post.alternates ?? {},
  };
}
