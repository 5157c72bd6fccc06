// Data of a news post page (sitemap node nodeType 'post', pattern 'aktualnosci/{slug}'): the post by its slug,
// 404 when there is none; on a preview node, the draft post the address names. Its HTML is sanitised here.
import {
  PageNotFoundError,
  plainText,
  type HtmlSanitizer,
  type JsonObject,
  type LoadContext,
  type PageLoadContext,
} from '@ergoforma/shared-contracts';
import { findRecord, pageSlug } from '../../../utils/find-record';
import { previewId } from '../../../utils/preview-id';
import type { NewsArticleData, NewsDetailData, NewsDetailsContent } from '../types';
import { toNewsArticle } from '../utils/to-news-card';

/** The post named by `slug`, or null when the API has none. */
async function findPost(
  context: LoadContext,
  sanitizeHtml: HtmlSanitizer,
  slug: string | undefined,
): Promise<NewsArticleData | null> {
  const post = await findRecord(slug, (value) => context.api.services.posts.get(value));
  return post && toNewsArticle(post, sanitizeHtml);
}

export async function loadNewsDetail(context: PageLoadContext): Promise<NewsDetailData> {
  const draft = previewId(context);
  const post =
    draft === null
      ? await findPost(context, context.sanitizeHtml, context.params.slug)
      : toNewsArticle(await context.api.services.postPreview.preview(draft), context.sanitizeHtml);
  if (!post) throw new PageNotFoundError();
  return { post, crumbs: context.node.crumbs ?? [], summary: plainText(post.lead, 300) };
}

/** The news_details block: the post of the page's {slug} when the page has one (a page load context). */
export async function loadNewsDetailsBlock(
  _content: JsonObject | null | undefined,
  sanitizeHtml: HtmlSanitizer,
  context: LoadContext,
): Promise<NewsDetailsContent> {
  return { post: await findPost(context, sanitizeHtml, pageSlug(context)) };
}
