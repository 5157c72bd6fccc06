// Names the content each GET answer holds in its Content-Keys header (the key rules: shared-contracts'
// content-keys.ts), from the answer's data before it is serialised: the body stays byte for byte what it was.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTENT_KEYS_HEADER,
  LIST_KEYS,
  SITE_SETTINGS_KEY,
  categoryProductsKey,
  contentItemKey,
  formatContentKeys,
  type ContentItemKind,
  type ContentKey,
} from '@ergoforma/shared-contracts';

/** Lists whose members are content items, by route. */
const LISTS: Record<string, ContentItemKind> = {
  '/api/products': 'product',
  '/api/product_categories': 'category',
  '/api/product_tags': 'tag',
  '/api/posts': 'post',
  '/api/realizations': 'realization',
  '/api/job_offers': 'job-offer',
  '/api/mechanisms': 'mechanism',
};

/** Single items, by route. */
const ITEMS: Record<string, ContentItemKind> = {
  '/api/products/:product': 'product',
  '/api/pages/:id': 'page',
  '/api/posts/:slug': 'post',
  '/api/mechanism/:slug': 'mechanism',
};

/** Answers that are one piece of content on their own. */
const WHOLE: Record<string, ContentKey> = {
  '/api/menus': 'menus',
  '/api/company': 'company',
  '/api/sitemap_nodes': 'sitemap',
  '/api/site_settings': SITE_SETTINGS_KEY,
};

type Item = { id?: unknown; category?: { id?: unknown } | null };

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

function itemKey(kind: ContentItemKind, item: Item): ContentKey[] {
  const id = idOf(item.id);
  return id === null ? [] : [contentItemKey(kind, id)];
}

/** A single item; a product also its category (its page names it). */
function singleItemKeys(kind: ContentItemKind, item: Item): ContentKey[] {
  const category = kind === 'product' ? idOf(item.category?.id) : null;
  return [...itemKey(kind, item), ...(category === null ? [] : [contentItemKey('category', category)])];
}

/** The keys of one answer; empty when its route names no content (search, previews, forms). */
export function answerKeys(route: string, query: unknown, payload: unknown): ContentKey[] {
  if (route in WHOLE) return [WHOLE[route]];
  if (route in ITEMS && payload && typeof payload === 'object') return singleItemKeys(ITEMS[route], payload);
  const kind = LISTS[route];
  if (!kind || !payload || typeof payload !== 'object') return [];
  const members = (payload as { member?: unknown }).member;
  const category = kind === 'product' ? idOf((query as Record<string, unknown> | null)?.['category.id']) : null;
  return [
    category === null ? LIST_KEYS[kind] : categoryProductsKey(category),
    ...(Array.isArray(members) ? members.flatMap((member: Item) => itemKey(kind, member)) : []),
  ];
}

export function registerContentKeys(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const keys = answerKeys(request.routeOptions.url ?? '', request.query, payload);
    if (keys.length > 0) reply.header(CONTENT_KEYS_HEADER, formatContentKeys(keys));
    return payload;
  });
}
