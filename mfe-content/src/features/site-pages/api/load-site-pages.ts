// Data of the pages for the 'pattern' and 'login' sitemap nodes (docs/behaviour.md#log-in-and-pattern-pages): the
// fabric collections from /api/pattern_collections, or where the log-in page sends the visitor instead.
import { homePath, localizePath, type PageLoadContext, type SitemapNode } from '@ergoforma/shared-contracts';
import type { LoginPageData, PatternsPageData, SitePageBase } from '../types';

function base({ node, locale }: PageLoadContext): SitePageBase {
  const own = node.crumbs.at(-1);
  return {
    title: own?.title ?? '',
    path: own?.path ?? localizePath(locale, node.slug),
    crumbs: node.crumbs.slice(0, -1),
  };
}

export async function loadPatternsPage(context: PageLoadContext): Promise<PatternsPageData> {
  const { member } = await context.api.services.patternCollections.list({ pagination: false });
  return { ...base(context), collections: member };
}

const isContactPage = (node: SitemapNode) => node.nodeType === 'contact' && !node.slug.includes('{');

export async function loadLoginPage(context: PageLoadContext): Promise<LoginPageData> {
  const { member } = await context.api.services.sitemapNodes.list();
  const contact = member.find(isContactPage);
  return {
    ...base(context),
    homePath: homePath(context.locale),
    contactPath: contact ? localizePath(context.locale, contact.slug) : null,
  };
}
