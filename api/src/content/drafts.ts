// Drafts: a record changed in the back office and saved without changing the site, at most one per record (table
// content_drafts), the whole record in the fixtures' format. Publishing writes it through the content service (a
// normal revision) and removes it. The kinds that have drafts are PUBLISHABLE, each with the back-office area that may
// use them and the site's public read of one record (what a preview of the draft shows).
import { sql } from 'kysely';
import type { Locale } from '@ergoforma/shared-contracts';
import type { Engine, QueryDb } from '../db/query/connect';
import { Queries } from '../db/query/queries';
import { findPage } from '../db/repository/pages';
import { findPost } from '../db/repository/posts';
import { findProduct } from '../db/repository/products';
import type { Area } from '../staff/roles';
import type { ContentKindName } from './content-service';

interface Publishable {
  kind: ContentKindName;
  /** Who may draft and publish it (staff/roles.ts). */
  access: Area;
  /** The record as the site shows it (its preview service's answer); null: the site has no such record. */
  read(q: Queries, locale: Locale, id: number): Promise<object | null>;
}

/** The kinds with drafts, by their name in the back-office API and in the site's preview addresses. */
export const PUBLISHABLE = {
  products: { kind: 'product', access: 'catalogue', read: (q, locale, id) => findProduct(q, locale, String(id)) },
  pages: { kind: 'page', access: 'content', read: (q, locale, id) => findPage(q, locale, id, { includeDrafts: true }) },
  posts: {
    kind: 'post',
    access: 'content',
    read: (q, locale, id) => findPost(q, locale, String(id), { includeDrafts: true }),
  },
} as const satisfies Record<string, Publishable>;
export type PublishableName = keyof typeof PUBLISHABLE;

export function isPublishable(name: string): name is PublishableName {
  return Object.hasOwn(PUBLISHABLE, name);
}

export interface Draft {
  kind: ContentKindName;
  recordId: number;
  /** The whole record in the fixtures' format. */
  record: Record<string, unknown>;
  /** The record's version (ContentService.recordVersion) the draft was made on. */
  basedOnVersion: number;
  authorId: number;
  authorName: string;
  /** ISO 8601 UTC; a new save makes a new one, so it names the draft's state. */
  savedAt: string;
}

interface DraftRow {
  kind: string;
  record_id: number;
  record: string;
  based_on_version: number;
  author_id: number;
  author_name: string;
  saved_at: string;
}

export async function readDraft(db: QueryDb, kind: ContentKindName, id: number): Promise<Draft | null> {
  const { rows } = await sql<DraftRow>`
    SELECT d.*, a.name AS author_name FROM content_drafts d JOIN staff_accounts a ON a.id = d.author_id
    WHERE d.kind = ${kind} AND d.record_id = ${id}`.execute(db);
  const row = rows[0];
  if (row === undefined) return null;
  return {
    kind,
    recordId: Number(row.record_id),
    record: JSON.parse(row.record) as Record<string, unknown>,
    basedOnVersion: Number(row.based_on_version),
    authorId: Number(row.author_id),
    authorName: row.author_name,
    savedAt: row.saved_at,
  };
}

/** Saves (or replaces) the record's draft. */
export async function saveDraft(db: QueryDb, draft: Omit<Draft, 'authorName'>): Promise<void> {
  const values = {
    kind: draft.kind,
    record_id: draft.recordId,
    record: JSON.stringify(draft.record),
    based_on_version: draft.basedOnVersion,
    author_id: draft.authorId,
    saved_at: draft.savedAt,
  };
  const { kind: _kind, record_id: _id, ...changes } = values;
  await db
    .insertInto('content_drafts')
    .values(values)
    .onConflict((conflict) => conflict.columns(['kind', 'record_id']).doUpdateSet(changes))
    .execute();
}

/** Removes the record's draft; false when it had none. */
export async function deleteDraft(db: QueryDb, kind: ContentKindName, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('content_drafts')
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The site's public answer for the record as `db` holds it (inside a preview's transaction: the draft's). */
export function readPublic(
  db: QueryDb,
  engine: Engine,
  name: PublishableName,
  locale: Locale,
  id: number,
): Promise<object | null> {
  return PUBLISHABLE[name].read(new Queries(db, engine), locale, id);
}
