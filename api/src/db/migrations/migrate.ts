// Schema migrations: ordered files per engine (db/migrations/sqlite/, db/migrations/postgres/: the DDL differs), run
// by Kysely's Migrator on start, each database recording what it applied in kysely_migration. On PostgreSQL the
// Migrator holds an advisory lock, so replicas starting at once migrate once. A database migrated by the runner
// before Kysely's (table schema_migrations, by number) is taken over: what it recorded is marked applied, not re-run.
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { EngineDb, QueryDb } from '../query/connect';
import * as postgres1 from './postgres/v01-initial-schema';
import * as postgres2 from './postgres/v02-mail-outbox';
import * as postgres3 from './postgres/v03-content-history';
import * as postgres4 from './postgres/v04-staff-accounts';
import * as postgres5 from './postgres/v05-media-library';
import * as postgres6 from './postgres/v06-inbox';
import * as postgres7 from './postgres/v07-redirects';
import * as postgres8 from './postgres/v08-site-settings';
import * as postgres9 from './postgres/v09-company';
import * as postgres10 from './postgres/v10-content-drafts';
import * as postgres11 from './postgres/v11-publishing';
import * as postgres12 from './postgres/v12-staff-mail-and-sessions';
import * as sqlite1 from './sqlite/v01-content-schema';
import * as sqlite2 from './sqlite/v02-editorial-content';
import * as sqlite3 from './sqlite/v03-form-submissions';
import * as sqlite4 from './sqlite/v04-products-position-index';
import * as sqlite5 from './sqlite/v05-content-meta';
import * as sqlite6 from './sqlite/v06-mail-outbox';
import * as sqlite7 from './sqlite/v07-content-history';
import * as sqlite8 from './sqlite/v08-staff-accounts';
import * as sqlite9 from './sqlite/v09-media-library';
import * as sqlite10 from './sqlite/v10-inbox';
import * as sqlite11 from './sqlite/v11-redirects';
import * as sqlite12 from './sqlite/v12-site-settings';
import * as sqlite13 from './sqlite/v13-company';
import * as sqlite14 from './sqlite/v14-content-drafts';
import * as sqlite15 from './sqlite/v15-publishing';
import * as sqlite16 from './sqlite/v16-staff-mail-and-sessions';

export interface SchemaMigration {
  version: number;
  name: string;
  /** Statements separated by semicolons. */
  up: string;
}

const migration = (version: number, name: string, file: { up: string }): SchemaMigration => ({
  version,
  name,
  up: file.up,
});

/** Each engine's history, in order. Names are recorded, so a shipped one never changes. */
export const MIGRATIONS = {
  sqlite: [
    migration(1, 'content_schema', sqlite1),
    migration(2, 'editorial_content', sqlite2),
    migration(3, 'form_submissions', sqlite3),
    migration(4, 'products_position_index', sqlite4),
    migration(5, 'content_meta', sqlite5),
    migration(6, 'mail_outbox', sqlite6),
    migration(7, 'content_history', sqlite7),
    migration(8, 'staff_accounts', sqlite8),
    migration(9, 'media_library', sqlite9),
    migration(10, 'inbox', sqlite10),
    migration(11, 'redirects', sqlite11),
    migration(12, 'site_settings', sqlite12),
    migration(13, 'company', sqlite13),
    migration(14, 'content_drafts', sqlite14),
    migration(15, 'publishing', sqlite15),
    migration(16, 'staff_mail_and_sessions', sqlite16),
  ],
  postgres: [
    migration(1, 'initial_schema', postgres1),
    migration(2, 'mail_outbox', postgres2),
    migration(3, 'content_history', postgres3),
    migration(4, 'staff_accounts', postgres4),
    migration(5, 'media_library', postgres5),
    migration(6, 'inbox', postgres6),
    migration(7, 'redirects', postgres7),
    migration(8, 'site_settings', postgres8),
    migration(9, 'company', postgres9),
    migration(10, 'content_drafts', postgres10),
    migration(11, 'publishing', postgres11),
    migration(12, 'staff_mail_and_sessions', postgres12),
  ],
} as const satisfies Record<EngineDb['engine'], readonly SchemaMigration[]>;

export interface MigrationResult {
  /** The versions applied by this start (not those taken over from schema_migrations). */
  applied: number[];
  current: number;
}

/** The name a migration is recorded under: its number first, so they sort in order. */
const recordedName = ({ version, name }: SchemaMigration): string => `${String(version).padStart(4, '0')}_${name}`;

/**
 * The statements of a script: each ends with a semicolon at the end of a line, except inside a body that has
 * statements of its own (a PostgreSQL function between $$, a SQLite trigger's BEGIN … END), which stays whole.
 * Line comments are dropped (the DDL has no "--" inside a literal).
 */
export function statements(script: string): string[] {
  const found: string[] = [];
  let lines: string[] = [];
  let inDollarQuote = false;
  let inTriggerBody = false;
  const end = () => {
    const statement = lines.join('\n').trim().replace(/;$/, '').trim();
    if (statement.length > 0) found.push(statement);
    lines = [];
  };
  for (const raw of script.split('\n')) {
    const line = raw.replace(/--.*$/, '');
    lines.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarQuote = !inDollarQuote;
    if (inDollarQuote) continue;
    if (inTriggerBody) {
      if (/^\s*END;\s*$/i.test(line)) {
        inTriggerBody = false;
        end();
      }
    } else if (/^\s*BEGIN\s*$/i.test(line)) inTriggerBody = true;
    else if (/;\s*$/.test(line)) end();
  }
  end();
  return found;
}

async function runScript(db: QueryDb, script: string): Promise<void> {
  for (const statement of statements(script)) await sql.raw(statement).execute(db);
}

/** The versions the former runner recorded (table schema_migrations), if the database has that table. */
async function formerlyApplied(db: QueryDb, tables: ReadonlySet<string>): Promise<Set<number>> {
  if (!tables.has('schema_migrations')) return new Set();
  const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(db);
  return new Set(rows.map((row) => row.version));
}

async function recordedNames(db: QueryDb, tables: ReadonlySet<string>): Promise<string[]> {
  if (!tables.has('kysely_migration')) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/** Applies the migrations the database has not seen yet; throws when it has one this code does not know. */
export async function migrate(
  { db, engine }: EngineDb,
  migrations: readonly SchemaMigration[] = MIGRATIONS[engine],
): Promise<MigrationResult> {
  const tables = new Set(
    (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name),
  );
  const former = await formerlyApplied(db, tables);
  const known = new Set(migrations.map(recordedName));
  const unknown = [
    ...[...former].filter((version) => !migrations.some((m) => m.version === version)).map(String),
    ...(await recordedNames(db, tables)).filter((name) => !known.has(name)),
  ];
  if (unknown.length > 0) {
    throw new Error(
      `The database has migrations this code does not know (${unknown.join(', ')}): it was written by a newer version.`,
    );
  }
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        migrations.map((m): [string, Migration] => [
          recordedName(m),
          { up: async (trx) => (former.has(m.version) ? undefined : runScript(trx, m.up)) },
        ]),
      ),
  };
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
  const byName = new Map(migrations.map((m) => [recordedName(m), m.version]));
  return {
    applied: results.flatMap((result) => byName.get(result.migrationName) ?? []).filter((v) => !former.has(v)),
    current: Math.max(0, ...migrations.map((m) => m.version)),
  };
}
