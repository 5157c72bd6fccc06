// The content version (a counter the database holds), the content keys each write touched, and the revisions of
// the records written: tables content_meta, content_changes and content_revisions, the same on both engines.
import { sql, type Generated, type Kysely } from 'kysely';
import type { Engine } from '../db/query/connect';
import type { Database } from '../db/query/database';
import { together } from '../db/query/together';

/** The tables of the content's history, next to the content's own (db/query/database.ts). */
export type ContentHistoryTables = {
  content_changes: { version: number; keys: string; changed_at: string };
  content_revisions: {
    id: Generated<number>;
    version: number;
    kind: string;
    record_id: number;
    action: RevisionAction;
    author: string;
    changed_at: string;
    before: string | null;
    after: string | null;
  };
};

/** Key of the advisory lock that makes writes and loads take turns on PostgreSQL (any number both sides agree on). */
export const CONTENT_WRITE_LOCK = 7_202_601;

/** In a transaction: waits for the other writers of the content (PostgreSQL; SQLite has one writer at a time). */
export async function takeWriteLock(db: ContentDb, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CONTENT_WRITE_LOCK})`.execute(db);
}

/** What a revision records (content_revisions.action). */
export const REVISION_ACTIONS = ['create', 'update', 'delete'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export type ContentDb = Kysely<Database & ContentHistoryTables>;

/** The query builder with the history's tables (a transaction stays a transaction). */
export const withHistory = (db: Kysely<Database>): ContentDb => db.withTables<ContentHistoryTables>();

/** What changed since a version: the keys touched, or null when that is not known (everything may have changed). */
export interface ContentChanges {
  /** The current version. */
  version: number;
  keys: string[] | null;
}

export async function currentVersion(db: ContentDb): Promise<number | null> {
  const row = await db.selectFrom('content_meta').select('version').where('id', '=', 1).executeTakeFirst();
  return row === undefined ? null : Number(row.version);
}

/** Moves the version forward by one (in the caller's transaction); returns the new version. */
export async function advanceVersion(db: ContentDb): Promise<number> {
  const row = await db
    .updateTable('content_meta')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * How many versions' keys content_changes keeps. A shell polls every second, so only one that missed this many
 * writes asks about an older version: it is told "everything changed" and drops its whole cache, as it would have
 * to anyway. Without a limit the table grows by a row per write forever.
 */
export const KEPT_CHANGES = 1_000;

/** Records the keys of `version` and forgets those of the versions that fell out of the kept window. */
export async function recordChange(db: ContentDb, version: number, keys: readonly string[], at: string): Promise<void> {
  await together(db, [
    db
      .insertInto('content_changes')
      .values({ version, keys: JSON.stringify(keys), changed_at: at })
      .compile(),
    db
      .deleteFrom('content_changes')
      .where('version', '<=', version - KEPT_CHANGES)
      .compile(),
  ]);
}

export interface NewRevision {
  version: number;
  kind: string;
  recordId: number;
  action: RevisionAction;
  author: string;
  at: string;
  before: unknown;
  after: unknown;
}

export async function recordRevision(db: ContentDb, revision: NewRevision): Promise<void> {
  const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));
  await db
    .insertInto('content_revisions')
    .values({
      version: revision.version,
      kind: revision.kind,
      record_id: revision.recordId,
      action: revision.action,
      author: revision.author,
      changed_at: revision.at,
      before: json(revision.before),
      after: json(revision.after),
    })
    .execute();
}

/** A record's revision as kept: the record before and after in the fixtures' format. */
export interface ContentRevision {
  id: number;
  version: number;
  kind: string;
  recordId: number;
  action: RevisionAction;
  author: string;
  changedAt: string;
  before: unknown;
  after: unknown;
}

/** The revisions of one record, oldest first. */
export async function revisionsOf(db: ContentDb, kind: string, recordId: number): Promise<ContentRevision[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
  const json = (value: string | null): unknown => (value === null ? null : (JSON.parse(value) as unknown));
  return rows.map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    kind: row.kind,
    recordId: Number(row.record_id),
    action: row.action,
    author: row.author,
    changedAt: row.changed_at,
    before: json(row.before),
    after: json(row.after),
  }));
}

/** The content version of the last revision of each record of `kind` that has one. */
export async function recordVersions(db: ContentDb, kind: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('content_revisions')
    .select((eb) => ['record_id', eb.fn.max('version').as('version')])
    .where('kind', '=', kind)
    .groupBy('record_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.record_id), Number(row.version)]));
}

/**
 * A record's own version: the content version of its last revision, 0 when it has none (as seeded). An editor saves
 * with the version they started from, so a save over someone else's newer one is refused.
 */
export async function recordVersion(db: ContentDb, kind: string, recordId: number): Promise<number> {
  const row = await db
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The keys touched by the writes after `version`, up to the current version. Null when `version` is unknown (ahead
 * of the database) or a version in between has no keys (a load of the whole content): then everything changed.
 */
export async function contentChangesSince(db: ContentDb, version: number): Promise<ContentChanges> {
  const current = (await currentVersion(db)) ?? 0;
  if (!Number.isInteger(version) || version > current) return { version: current, keys: null };
  if (version === current) return { version: current, keys: [] };
  const rows = await db
    .selectFrom('content_changes')
    .select('keys')
    .where('version', '>', version)
    .where('version', '<=', current)
    .execute();
  if (rows.length !== current - version) return { version: current, keys: null };
  const keys = new Set(rows.flatMap((row) => JSON.parse(row.keys) as string[]));
  return { version: current, keys: [...keys].sort() };
}
