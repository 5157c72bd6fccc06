// News posts on SQLite.
import type { Collection, Locale, Post } from '@ergoforma/shared-contracts';
import type { DraftOption, PostListQuery } from '../content-repository';
import { collection, pageWindow } from '../content/paging';
import { POST_COLUMNS, toPost, type PostRow } from '../content/post-rows';
import { recordAlternates, type SlugRow } from '../content/record-alternates';
import { idList, limits, type SqliteQueries } from './statements';

/** Each locale's path of these posts (one query for the whole list). */
function alternatesOf(q: SqliteQueries, ids: readonly number[]) {
  const rows = q
    .sql(
      'SELECT post_id AS id, locale, slug FROM post_translations WHERE post_id IN (SELECT value FROM json_each(?)) AND slug IS NOT NULL',
    )
    .all(idList(ids)) as SlugRow[];
  return recordAlternates(q.contexts, ids, rows, 'posts');
}

/** Published posts; newest first unless asked otherwise. */
export function listPosts(q: SqliteQueries, locale: Locale, query: PostListQuery): Collection<Post> {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const totalItems = q.sql('SELECT COUNT(*) FROM posts WHERE is_published = 1').pluck().get() as number;
  const rows = q
    .sql(
      `SELECT ${POST_COLUMNS}
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = @locale
       WHERE p.is_published = 1
       ORDER BY p.published ${direction}, p.id ${direction}
       LIMIT @limit OFFSET @offset`,
    )
    .all({ locale, ...limits(pageWindow(query.pagination)) }) as PostRow[];
  const alternates = alternatesOf(
    q,
    rows.map((row) => row.id),
  );
  const context = q.contexts.of(locale);
  return collection(
    rows.map((row) => toPost(context, row, alternates.get(row.id) ?? {})),
    totalItems,
    query.pagination,
  );
}

/** By slug in the locale (or the Polish slug), or by numeric id. */
export function findPost(q: SqliteQueries, locale: Locale, slugOrId: string, options: DraftOption): Post | null {
  const byId = /^[1-9]\d{0,15}$/.test(slugOrId);
  const row = q
    .sql(
      `SELECT ${POST_COLUMNS}, p.is_published
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = @locale
       WHERE ${byId ? 'p.id = @key' : 'COALESCE(t.slug, d.slug) = @key OR d.slug = @key'}
       ORDER BY COALESCE(t.slug, d.slug) = @key DESC
       LIMIT 1`,
    )
    .get({ locale, key: byId ? Number(slugOrId) : slugOrId }) as (PostRow & { is_published: number }) | undefined;
  if (!row || (row.is_published === 0 && options.includeDrafts !== true)) return null;
  return toPost(q.contexts.of(locale), row, alternatesOf(q, [row.id]).get(row.id) ?? {});
}
