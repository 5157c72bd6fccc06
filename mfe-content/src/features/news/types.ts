// News as the content remote shows it (docs/behaviour.md#news): posts with their HTML already sanitised in load().
import type { Crumb, Image, Locale, Post, SafeHtml } from '@ergoforma/shared-contracts';

/** The post's texts that are Polish for want of the page's language: they are marked lang="pl". */
export type PostUntranslated = NonNullable<Post['untranslated']>;

/** One post in the news list. */
export interface NewsCard {
  id: number;
  title: string;
  /** Full path of the post's page in this locale. */
  path: string;
  lead: SafeHtml;
  untranslated: PostUntranslated;
  image: Image | null;
  /** ISO 8601 instant. */
  published: string;
}

/** Content of a news_list block: its configuration and, after load(), the first page of posts (newest first). */
export interface NewsListContent {
  title: string;
  itemsPerPage: number;
  posts: NewsCard[];
  totalItems: number;
}

/** A whole post, for the news detail page and the news_details block. */
export interface NewsArticleData {
  id: number;
  title: string;
  path: string;
  lead: SafeHtml;
  content: SafeHtml;
  untranslated: PostUntranslated;
  image: Image | null;
  published: string;
  seoTitle: string | null;
  seoDescription: string | null;
  alternates: Partial<Record<Locale, string>>;
}

/** Content of a news_details block: the post named by the node's {slug}, or null on a page without one. */
export interface NewsDetailsContent {
  post: NewsArticleData | null;
}

/** Data of the NewsDetail page module. */
export interface NewsDetailData {
  post: NewsArticleData;
  /** The node's crumbs (home, news list); the post's own title is the last crumb shown. */
  crumbs: Crumb[];
  /** Plain-text lead for the meta description when the post has no SEO description. */
  summary: string;
}
