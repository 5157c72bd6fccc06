// The database's CHECK constraints allow exactly the values the code knows: every `column IN (...)` list of the
// migrated schema is one of the value lists defined once in the contracts (or the API), and each of those lists is
// checked somewhere. Adding a value to a list without a migration that widens the CHECK fails here.
import BetterSqlite3 from 'better-sqlite3';
import { Pool } from 'pg';
import {
  FORM_KINDS,
  HEADER_THEMES,
  LOCALES,
  MENU_ITEM_TARGETS,
  MENU_ITEM_TYPES,
  PAGE_LAYOUTS,
  PRODUCT_TAB_TYPES,
} from '@ergoforma/shared-contracts/enums';
import { REVISION_ACTIONS } from '../../content/content-history';
import { JOB_APPLICATION_FILE_FIELDS } from '../../forms/form-schemas';
import { INBOX_STATUSES } from '../../forms/inbox-status';
import { DETECTED_FILE_TYPES } from '../../forms/magic-bytes';
import { SEARCH_KINDS } from '../content/search-documents';
import { createTestDatabase, TEST_ENGINE } from '../../__tests__/test-database';
import { OUTBOX_STATUSES } from '../outbox-store';
import { SCHEDULE_ACTIONS } from '../../publishing/schedule-actions';
import { STAFF_ROLES } from '../../staff/roles';
import { CHALLENGE_PURPOSES, TOKEN_PURPOSES } from '../../staff/staff-tables';
import { migrate } from '../migrations/migrate';
import { postgresQueryDb, sqliteQueryDb } from '../query/connect';

/** Value lists by `table.column`; `*.locale` is every locale column. */
const EXPECTED: Record<string, readonly string[]> = {
  '*.locale': LOCALES,
  'pages.layout': PAGE_LAYOUTS,
  'pages.header_theme': HEADER_THEMES,
  'product_blocks.type': PRODUCT_TAB_TYPES,
  'menu_items.type': MENU_ITEM_TYPES,
  'menu_items.target': MENU_ITEM_TARGETS,
  'search_documents.kind': SEARCH_KINDS,
  'form_submissions.form': FORM_KINDS,
  'form_submissions.status': INBOX_STATUSES,
  'form_submission_files.field': JOB_APPLICATION_FILE_FIELDS,
  'form_submission_files.detected_type': DETECTED_FILE_TYPES,
  'mail_outbox.status': OUTBOX_STATUSES,
  'mail_outbox.staff_purpose': TOKEN_PURPOSES,
  'content_revisions.action': REVISION_ACTIONS,
  'staff_accounts.role': STAFF_ROLES,
  'staff_tokens.purpose': TOKEN_PURPOSES,
  'staff_challenges.purpose': CHALLENGE_PURPOSES,
  'scheduled_actions.action': SCHEDULE_ACTIONS,
};

interface InListCheck {
  table: string;
  column: string;
  values: string[];
}

/** Every `CHECK (column IN ('a', 'b'))` of the tables' SQL; the 0/1 lists of SQLite's boolean columns aside. */
async function sqliteInListChecks(): Promise<InListCheck[]> {
  const db = new BetterSqlite3(':memory:');
  await migrate({ db: sqliteQueryDb(db), engine: 'sqlite' });
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL")
    .all() as Array<{
    name: string;
    sql: string;
  }>;
  db.close();
  return tables.flatMap(({ name, sql }) =>
    [...sql.matchAll(/CHECK \((\w+) IN \(([^)]*)\)\)/g)].flatMap(([, column = '', list = '']) => {
      if (list.trim() === '0, 1') return [];
      return [{ table: name, column, values: [...list.matchAll(/'([^']*)'/g)].map(([, value = '']) => value) }];
    }),
  );
}

/** The same lists as PostgreSQL shows them: CHECK ((column = ANY (ARRAY['a'::text, 'b'::text]))). */
async function postgresInListChecks(): Promise<InListCheck[]> {
  const database = await createTestDatabase();
  const pool = new Pool({ connectionString: database.url });
  try {
    await migrate({ db: postgresQueryDb(pool), engine: 'postgres' });
    const { rows } = await pool.query<{ table: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
    );
    return rows.flatMap(({ table, definition }) => {
      const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
      if (!match) return [];
      return [
        {
          table,
          column: match[1] ?? '',
          values: [...(match[2] ?? '').matchAll(/'([^']*)'::text/g)].map(([, v = '']) => v),
        },
      ];
    });
  } finally {
    await pool.end();
    await database.drop();
  }
}

const ENGINES: Array<[string, () => Promise<InListCheck[]> | InListCheck[]]> = [
  ['SQLite', sqliteInListChecks],
  ...(TEST_ENGINE === 'PostgreSQL'
    ? [['PostgreSQL', postgresInListChecks] as [string, () => Promise<InListCheck[]>]]
    : []),
];

describe.each(ENGINES)('CHECK constraints on %s', (_engine, inListChecks) => {
  let checks: InListCheck[] = [];
  beforeAll(async () => {
    checks = await inListChecks();
  });

  it('allow exactly the values of the lists the code uses', () => {
    for (const check of checks) {
      const expected = EXPECTED[`${check.table}.${check.column}`] ?? EXPECTED[`*.${check.column}`];
      expect({ ...check, values: [...check.values].sort() }).toEqual({
        ...check,
        values: [...(expected ?? [])].sort(),
      });
    }
  });

  it('check every list somewhere', () => {
    const checked = new Set(
      checks.map((check) =>
        EXPECTED[`${check.table}.${check.column}`] ? `${check.table}.${check.column}` : `*.${check.column}`,
      ),
    );
    expect([...checked].sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});
