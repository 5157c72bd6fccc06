// Data of a mechanism page (sitemap node 'mechanizmy/{slug}', resolver 'mechanisms'): GET /api/mechanism/{slug},
// 404 when there is none. The description is HTML and sanitised here.
import {
  PageNotFoundError,
  firstParagraph,
  plainText,
  type HtmlSanitizer,
  type JsonObject,
  type LoadContext,
  type PageLoadContext,
} from '@ergoforma/shared-contracts';
import { findRecord, pageSlug } from '../../../utils/find-record';
import type { MechanismArticleData, MechanismDetailData, MechanismDetailsContent } from '../types';

async function findMechanism(
  context: LoadContext,
  sanitizeHtml: HtmlSanitizer,
  slug: string | undefined,
): Promise<MechanismArticleData | null> {
  const mechanism = await findRecord(slug, (value) => context.api.services.mechanisms.get(value));
  if (!mechanism) return null;
  return {
    id: mechanism.id,
    name: mechanism.name,
    category: mechanism.category,
    description: sanitizeHtml(mechanism.description ?? ''),
    image: mechanism.image ?? null,
    alternates: mechanism.alternates ?? {},
  };
}

export async function loadMechanismDetail(context: PageLoadContext): Promise<MechanismDetailData> {
  const mechanism = await findMechanism(context, context.sanitizeHtml, context.params.slug);
  if (!mechanism) throw new PageNotFoundError();
  return {
    mechanism,
    path: context.pathname,
    crumbs: context.node.crumbs ?? [],
    summary: plainText(firstParagraph(mechanism.description), 300),
  };
}

/** The mechanism_details block: the mechanism of the page's {slug} when the page has one. */
export async function loadMechanismDetailsBlock(
  _content: JsonObject | null | undefined,
  sanitizeHtml: HtmlSanitizer,
  context: LoadContext,
): Promise<MechanismDetailsContent> {
  return { mechanism: await findMechanism(context, sanitizeHtml, pageSlug(context)) };
}
