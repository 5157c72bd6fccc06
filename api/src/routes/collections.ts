// The plain collections (docs/api.md#content): GET with page / itemsPerPage / pagination=false and nothing else.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Locale } from '@ergoforma/shared-contracts';
import type { ContentRepository, Pagination } from '../db';
import { collectionQuerystring, toPagination } from '../http/schemas';
import type { RouteOptions } from './route-options';

type ListCollection = (repository: ContentRepository, locale: Locale, pagination: Pagination) => Promise<unknown>;

const COLLECTIONS: Record<string, ListCollection> = {
  // Every node of the locale (docs/behaviour.md#routing); drafts' nodes are left out.
  '/api/sitemap_nodes': (r, locale, p) => r.listSitemapNodes(locale, p),
  // The 'main' and 'footer' menus of the locale.
  '/api/menus': (r, locale, p) => r.listMenus(locale, p),
  // Categories in tree order, each parent followed by its subtree.
  '/api/product_categories': (r, locale, p) => r.listCategories(locale, p),
  '/api/product_tags': (r, locale, p) => r.listTags(locale, p),
  '/api/product_file_types': (r, locale, p) => r.listProductFileTypes(locale, p),
  '/api/pattern_collections': (r, locale, p) => r.listPatternCollections(locale, p),
  // Newest first.
  '/api/job_offers': (r, locale, p) => r.listJobOffers(locale, p),
  '/api/realizations': (r, locale, p) => r.listRealizations(locale, p),
  '/api/mechanism_categories': (r, locale, p) => r.listMechanismCategories(locale, p),
  // Old addresses the shell answers with a 301 (docs/behaviour.md#legacy-redirects); not translated.
  '/api/legacy_redirects': (r, _locale, p) => r.listLegacyRedirects(p),
};

export const collectionRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  for (const [url, list] of Object.entries(COLLECTIONS)) {
    app.get(url, { schema: { querystring: collectionQuerystring } }, async (request) =>
      list(repository, request.locale, toPagination(request.query)),
    );
  }
};
