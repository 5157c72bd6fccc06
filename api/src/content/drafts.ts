// Drafts: a record changed in the back office and saved without changing the site, at most one per record (table
// content_drafts), the whole record in the fixtures' format. Publishing writes it through the content service (a
// normal revision) and removes it. The kinds that have drafts are the publishable ones (publishing/publishable.ts).
import { sql } from 'kysely';
import type { Locale } from '@ergoforma/shared-contracts';
import type { Engine, QueryDb } from '../db/query/connect';
import { Queries } from '../db/query/queries';
import { publicRead, type PublishableResource } from '../publishing/publishable';
import type { ContentKindName } from './content-service';

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
  name: PublishableResource,
  locale: Locale,
  id: number,
): Promise<object | null> {
  const read = publicRead(name);
  return read === undefined ? Promise.resolve(null) : read(new Queries(db, engine), locale, id);
}
