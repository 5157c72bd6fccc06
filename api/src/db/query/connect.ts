// The query builder on either engine's connection: Kysely's SQLite dialect on the better-sqlite3 database, its
// PostgreSQL dialect on the pg pool. The engines' differences in values are mapped here, once: SQLite's 0/1 flags
// become booleans (and booleans are bound as 0/1), PostgreSQL's json columns are read as text like SQLite's.
// Statements are prepared once per text on both engines, as the hand-written queries were.
import { createHash } from 'node:crypto';
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { types, type Pool, type PoolClient } from 'pg';
import { FLAG_COLUMNS, type Database } from './database';

export type { Database } from './database';

/** Which engine a store runs on, for the few queries that are written per engine (DDL, full-text search). */
export type Engine = 'sqlite' | 'postgres';

/** The typed query builder over the API's tables. */
export type QueryDb = Kysely<Database>;

/** A query builder and the engine it speaks to. */
export interface EngineDb {
  engine: Engine;
  db: QueryDb;
}

/** Distinct statement texts kept prepared (queries with id lists of varying length make new texts). */
const STATEMENT_CACHE_SIZE = 500;

const FLAGS: ReadonlySet<string> = new Set(FLAG_COLUMNS);

const bindable = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : value);

/** A better-sqlite3 statement as Kysely calls it, with the flag mapping both ways. */
function sqliteStatement(statement: Statement): SqliteStatement {
  const flags = statement.reader ? statement.columns().filter((column) => FLAGS.has(column.name)) : [];
  const bind = (parameters: ReadonlyArray<unknown>): unknown[] => parameters.map(bindable);
  return {
    reader: statement.reader,
    all(parameters) {
      const rows = statement.all(...bind(parameters)) as Array<Record<string, unknown>>;
      if (flags.length > 0) {
        for (const row of rows) for (const { name } of flags) row[name] = row[name] === null ? null : row[name] === 1;
      }
      return rows;
    },
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/** The query builder on a better-sqlite3 database. Whoever opened the database closes it (not `destroy()`). */
export function sqliteQueryDb(connection: SqliteConnection): QueryDb {
  const statements = new Map<string, SqliteStatement>();
  const database: SqliteDatabase = {
    close: () => undefined,
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqliteStatement(connection.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

const JSON_TYPES: ReadonlySet<number> = new Set([types.builtins.JSON, types.builtins.JSONB]);

/** pg's value parsers, except that JSON stays text (as SQLite gives it). */
const PG_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    JSON_TYPES.has(oid) ? (value: string) => value : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

const statementNames = new Map<string, string>();

/** A stable name per query text: each connection parses and plans a query once, then only binds and executes it. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `k${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A pooled client as Kysely calls it. Queries without parameters go unnamed (DDL scripts of several statements). */
function postgresClient(client: PoolClient): PostgresPoolClient {
  const query = (sql: string, values: ReadonlyArray<unknown>) =>
    client.query({
      text: sql,
      values: [...values],
      types: PG_TYPES,
      ...(values.length > 0 ? { name: statementName(sql) } : {}),
    });
  // Kysely's cursor overload is for streaming, which the API does not use.
  return { query: query as unknown as PostgresPoolClient['query'], release: (destroy) => client.release(destroy) };
}

/** The query builder on a pg pool. Whoever opened the pool ends it (not `destroy()`). */
export function postgresQueryDb(pool: Pool): QueryDb {
  const wrapped: PostgresPool = {
    connect: async () => postgresClient(await pool.connect()),
    end: async () => undefined,
    options: pool.options,
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: wrapped }) });
}
