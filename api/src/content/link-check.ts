// The link checker: the internal links of published content that lead nowhere. A link is internal when it is
// relative or on one of the site's own origins; it is alive when its path is an address the site answers with a
// page or a redirect, all known from the database without a single HTTP request: a record's address (the search
// documents' paths), a sitemap node's, a redirect's source (the site's own and the old site's), or one of the
// shell's fixed routes. Files under /media and /assets are not looked up (they are files, not addresses).
import type { JsonValue, Locale } from '@ergoforma/shared-contracts';
import { localizePath } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import type { LocaleContexts } from '../db/content/locale-context';
import type { QueryDb } from '../db/query/connect';

/** Where a link was found: the record (a menu for a menu item), its title and the field holding the link. */
export interface LinkPlace {
  kind: 'page' | 'post' | 'menu' | 'product';
  id: number;
  title: string;
  field: string;
}

/** A link of the content: where it is, where it leads, in which language. */
export interface ContentLink {
  where: LinkPlace;
  href: string;
  locale: Locale;
}

export type BrokenLink = ContentLink;

/** The shell's own routes besides the pages (shell/src/server/app.ts). */
const FIXED_ROUTES = new Set(['/robots.txt', '/sitemap.xml', '/favicon.svg', '/favicon.ico', '/healthz', '/_pin']);
/** Paths under these are files or the API, served as they are. */
const UNCHECKED_PREFIXES = ['/assets/', '/media/', '/api/'];

/** The href of each link (`<a href>`) in an HTML text. */
export function linksInHtml(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/&amp;/g, '&').trim(),
  );
}

/** The path an internal link leads to (no query, no fragment, no trailing slash); null for another site's link. */
export function internalPath(href: string, siteOrigins: readonly string[]): string | null {
  if (href === '' || href.startsWith('#')) return null;
  const base = 'http://link-check.invalid';
  let url: URL;
  try {
    url = new URL(href, `${base}/`);
  } catch {
    return null;
  }
  if (url.origin !== base && !siteOrigins.includes(url.origin)) return null;
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
}

/** Every address the site answers with a page or a redirect. */
async function liveAddresses(db: QueryDb, contexts: LocaleContexts): Promise<Set<string>> {
  const live = new Set(FIXED_ROUTES);
  const rows = await Promise.all([
    db.selectFrom('search_documents').select('path').distinct().execute(),
    db.selectFrom('redirects').select('from_path as path').execute(),
    db.selectFrom('legacy_redirects').select('from_path as path').execute(),
  ]);
  for (const row of rows.flat()) live.add(row.path);
  for (const locale of LOCALES)
    for (const node of contexts.of(locale).sitemapNodes)
      if (!node.slug.includes('{')) live.add(localizePath(locale, node.slug));
  return live;
}

/** The links in a page block's content: its `href` and `url` fields, and those in its HTML texts. */
function blockLinks(value: JsonValue, field: string): Array<{ field: string; href: string }> {
  if (typeof value === 'string') {
    const key = field.slice(field.lastIndexOf('.') + 1);
    if (key === 'href' || key === 'url') return [{ field, href: value }];
    return value.includes('<a') ? linksInHtml(value).map((href) => ({ field, href })) : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => blockLinks(item, `${field}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => blockLinks(item, `${field}.${key}`));
  return [];
}

const titled = (rows: Array<{ id: number; title: string | null }>): Map<number, string> =>
  new Map(rows.map((row) => [Number(row.id), row.title ?? '']));

async function pageLinks(db: QueryDb): Promise<ContentLink[]> {
  const pages = (await db.selectFrom('pages').select(['id', 'is_published']).execute()).filter((page) =>
    Boolean(page.is_published),
  );
  if (pages.length === 0) return [];
  const ids = pages.map((page) => page.id);
  const titles = titled(
    await db
      .selectFrom('page_translations')
      .select(['page_id as id', 'title'])
      .where('locale', '=', 'pl')
      .where('page_id', 'in', ids)
      .execute(),
  );
  const blocks = await db
    .selectFrom('page_blocks as b')
    .innerJoin('page_block_translations as t', 't.block_id', 'b.id')
    .select(['b.page_id', 'b.position', 't.locale', 't.content'])
    .where('b.page_id', 'in', ids)
    .orderBy('b.page_id')
    .orderBy('b.position')
    .execute();
  return blocks.flatMap((block) => {
    const content = (typeof block.content === 'string' ? JSON.parse(block.content) : block.content) as JsonValue;
    const id = Number(block.page_id);
    return blockLinks(content, `blocks[${block.position}]`).map(({ field, href }) => ({
      where: { kind: 'page' as const, id, title: titles.get(id) ?? '', field },
      href,
      locale: block.locale,
    }));
  });
}

async function postLinks(db: QueryDb): Promise<ContentLink[]> {
  const rows = await db
    .selectFrom('posts as p')
    .innerJoin('post_translations as t', 't.post_id', 'p.id')
    .select(['p.id', 'p.is_published', 't.locale', 't.title', 't.lead', 't.content'])
    .execute();
  const titles = titled(rows.filter((row) => row.locale === 'pl'));
  return rows
    .filter((row) => Boolean(row.is_published))
    .flatMap((row) =>
      (['lead', 'content'] as const).flatMap((field) =>
        linksInHtml(row[field] ?? '').map((href) => ({
          where: { kind: 'post' as const, id: Number(row.id), title: titles.get(Number(row.id)) ?? '', field },
          href,
          locale: row.locale,
        })),
      ),
    );
}

async function productLinks(db: QueryDb): Promise<ContentLink[]> {
  const rows = await db
    .selectFrom('product_blocks as b')
    .innerJoin('product_block_translations as t', 't.block_id', 'b.id')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .select(['p.id', 'p.name', 'b.position', 't.locale', 't.content'])
    .where('t.content', 'like', '%href%')
    .execute();
  return rows.flatMap((row) =>
    linksInHtml(row.content ?? '').map((href) => ({
      where: { kind: 'product' as const, id: Number(row.id), title: row.name, field: `blocks[${row.position}]` },
      href,
      locale: row.locale,
    })),
  );
}

/** Url items by their url; page items by their page's or node's address (none: a draft page or a missing node). */
async function menuLinks(db: QueryDb, contexts: LocaleContexts): Promise<ContentLink[]> {
  const items = await db
    .selectFrom('menu_items as i')
    .innerJoin('menus as m', 'm.id', 'i.menu_id')
    .select(['m.id', 'm.name as menu', 'm.locale', 'i.id as itemId', 'i.name', 'i.type', 'i.url'])
    .select(['i.page_id', 'i.sitemap_node_id'])
    .where('i.type', 'in', ['Url', 'Page'])
    .execute();
  return items.flatMap((item): ContentLink[] => {
    const where = { kind: 'menu' as const, id: Number(item.id), title: `${item.menu}: ${item.name}` };
    if (item.type === 'Url')
      return [{ where: { ...where, field: `items[${item.itemId}].url` }, href: item.url ?? '', locale: item.locale }];
    const context = contexts.of(item.locale);
    const href =
      item.page_id !== null
        ? (context.pagePaths.get(Number(item.page_id)) ?? `page ${item.page_id}`)
        : (context.nodePaths.get(Number(item.sitemap_node_id)) ?? `sitemap node ${item.sitemap_node_id}`);
    return [{ where: { ...where, field: `items[${item.itemId}].page` }, href, locale: item.locale }];
  });
}

/** Every link of published content and of the menus, in the order found. */
async function contentLinks(db: QueryDb, contexts: LocaleContexts): Promise<ContentLink[]> {
  return [
    ...(await pageLinks(db)),
    ...(await postLinks(db)),
    ...(await menuLinks(db, contexts)),
    ...(await productLinks(db)),
  ];
}

/** The internal links of published content whose address the site does not answer, in the order found. */
export async function brokenLinks(
  db: QueryDb,
  contexts: LocaleContexts,
  siteOrigins: readonly string[],
): Promise<BrokenLink[]> {
  const live = await liveAddresses(db, contexts);
  return (await contentLinks(db, contexts)).filter(({ href }) => {
    const path = internalPath(href, siteOrigins);
    if (path === null || live.has(path)) return false;
    return !UNCHECKED_PREFIXES.some((prefix) => path.startsWith(prefix));
  });
}

/**
 * The links of published content and of the menus that lead to one of `addresses`; those inside the record itself
 * (its `kind` and `id`) are left out.
 */
export async function linksTo(
  db: QueryDb,
  contexts: LocaleContexts,
  siteOrigins: readonly string[],
  target: { kind: string; id: number; addresses: ReadonlySet<string> },
): Promise<ContentLink[]> {
  if (target.addresses.size === 0) return [];
  return (await contentLinks(db, contexts)).filter(({ where, href }) => {
    if (where.kind === target.kind && where.id === target.id) return false;
    const path = internalPath(href, siteOrigins);
    return path !== null && target.addresses.has(path);
  });
}
