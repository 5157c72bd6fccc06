// News posts.
import { sql } from 'kysely';
import type { Collection, Locale, Post } from '@ergoforma/shared-contracts';
import type { DraftOption, PostListQuery } from '../content-repository';
import { collection, pageWindow } from '../content/paging';
import { POST_COLUMNS, toPost, type PostRow } from '../content/post-rows';
import { recordAlternates } from '../content/record-alternates';
import { countAll, pageClause, type Queries } from '../query/queries';

const COLUMNS = sql.raw(POST_COLUMNS);

/** Each locale's path of these posts (one query for the whole list). */
async function alternatesOf(q: Queries, ids: readonly number[]) {
  const [rows, contexts] = await Promise.all([
    q.db
      .selectFrom('post_translations')
      .select(['post_id as id', 'locale', 'slug'])
      .where('post_id', 'in', q.idList(ids))
      .where('slug', 'is not', null)
      .$narrowType<{ slug: string }>()
      .execute(),
    q.contexts(),
  ]);
  return recordAlternates(contexts, ids, rows, 'posts');
}

/** Published posts; newest first unless asked otherwise. */
export async function listPosts(q: Queries, locale: Locale, query: PostListQuery): Promise<Collection<Post>> {
  const direction = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC');
  const [total, rows, context] = await Promise.all([
    q.db.selectFrom('posts').select(countAll.as('n')).where('is_published', '=', true).executeTakeFirstOrThrow(),
    q.rows<PostRow>(sql`SELECT ${COLUMNS}
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = ${locale}
       WHERE p.is_published = ${true}
       ORDER BY p.published ${direction}, p.id ${direction}
       ${pageClause(pageWindow(query.pagination))}`),
    q.context(locale),
  ]);
  const alternates = await alternatesOf(
    q,
    rows.map((row) => row.id),
  );
  return collection(
    rows.map((row) => toPost(context, row, alternates.get(row.id) ?? {})),
    total.n,
    query.pagination,
  );
}

/** By slug in the locale (or the Polish slug), or by numeric id. */
export async function findPost(
  q: Queries,
  locale: Locale,
  slugOrId: string,
  options: DraftOption,
): Promise<Post | null> {
  const byId = /^[1-9]\d{0,8}$/.test(slugOrId);
  const key = byId ? Number(slugOrId) : slugOrId;
  const row = await q.row<PostRow & { is_published: boolean }>(sql`SELECT ${COLUMNS}, p.is_published
     FROM posts p
     JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
     LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = ${locale}
     WHERE ${byId ? sql`p.id = ${key}` : sql`COALESCE(t.slug, d.slug) = ${key} OR d.slug = ${key}`}
     ORDER BY ${byId ? sql`p.id` : sql`COALESCE(t.slug, d.slug) = ${key} DESC`}
     LIMIT 1`);
  if (!row || (!row.is_published && options.includeDrafts !== true)) return null;
  const [context, alternates] = await Promise.all([q.context(locale), alternatesOf(q, [row.id])]);
  return toPost(context, row, alternates.get(row.id) ?? {});
}
