// News posts on PostgreSQL (mirror of db/sqlite/posts.ts).
import type { Collection, Locale, Post } from '@ergoforma/shared-contracts';
import type { DraftOption, PostListQuery } from '../content-repository';
import { collection, pageWindow } from '../content/paging';
import { POST_COLUMNS, toPost, type PostRow } from '../content/post-rows';
import { recordAlternates, type SlugRow } from '../content/record-alternates';
import { pageParams, type PgQueries } from './statements';

/** Each locale's path of these posts (one query for the whole list). */
async function alternatesOf(q: PgQueries, ids: readonly number[]) {
  const rows = await q.rows<SlugRow>(
    'SELECT post_id AS id, locale, slug FROM post_translations WHERE post_id = ANY($1::int[]) AND slug IS NOT NULL',
    [ids],
  );
  return recordAlternates(await q.contexts(), ids, rows, 'posts');
}

/** Published posts; newest first unless asked otherwise. */
export async function listPosts(q: PgQueries, locale: Locale, query: PostListQuery): Promise<Collection<Post>> {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const [[totalItems = 0], rows] = await Promise.all([
    q.column<number>('SELECT COUNT(*)::int FROM posts WHERE is_published'),
    q.rows<PostRow>(
      `SELECT ${POST_COLUMNS}
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = $1
       WHERE p.is_published
       ORDER BY p.published ${direction}, p.id ${direction}
       OFFSET $2 LIMIT $3`,
      [locale, ...pageParams(pageWindow(query.pagination))],
    ),
  ]);
  const alternates = await alternatesOf(
    q,
    rows.map((row) => row.id),
  );
  const context = await q.context(locale);
  return collection(
    rows.map((row) => toPost(context, row, alternates.get(row.id) ?? {})),
    totalItems,
    query.pagination,
  );
}

/** By slug in the locale (or the Polish slug), or by numeric id. */
export async function findPost(
  q: PgQueries,
  locale: Locale,
  slugOrId: string,
  options: DraftOption,
): Promise<Post | null> {
  const byId = /^[1-9]\d{0,8}$/.test(slugOrId);
  const row = await q.row<PostRow & { is_published: boolean }>(
    `SELECT ${POST_COLUMNS}, p.is_published
     FROM posts p
     JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
     LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = $1
     WHERE ${byId ? 'p.id = $2::int' : 'COALESCE(t.slug, d.slug) = $2 OR d.slug = $2'}
     ORDER BY ${byId ? 'p.id' : 'COALESCE(t.slug, d.slug) = $2 DESC'}
     LIMIT 1`,
    [locale, byId ? Number(slugOrId) : slugOrId],
  );
  if (!row || (!row.is_published && options.includeDrafts !== true)) return null;
  return toPost(await q.context(locale), row, (await alternatesOf(q, [row.id])).get(row.id) ?? {});
}
