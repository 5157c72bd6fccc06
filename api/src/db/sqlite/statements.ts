// The SQLite connection as the query modules of this folder use it: statements prepared once and reused, and the
// locale contexts of the content currently loaded.
import type { Database, Statement } from 'better-sqlite3';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { LocaleContexts } from '../content/locale-context';
import { loadLocaleContext } from './locale-context';

export class SqliteQueries {
  private readonly statements = new Map<string, Statement>();
  private cachedContexts: LocaleContexts | null = null;

  constructor(readonly db: Database) {}

  /** The statement for `source`, prepared on first use (the products list builds a few variants). */
  sql(source: string): Statement {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = this.db.prepare(source);
      this.statements.set(source, statement);
    }
    return statement;
  }

  /** Every locale's context, built on first use after each content load. */
  get contexts(): LocaleContexts {
    this.cachedContexts ??= new LocaleContexts(
      new Map(LOCALES.map((locale) => [locale, loadLocaleContext(this.db, locale)])),
    );
    return this.cachedContexts;
  }

  /** Forgets what was derived from the content (after a new content load). */
  contentChanged(): void {
    this.cachedContexts = null;
  }
}

/** JSON array text for `json_each(?)`: lists of ids are bound as one parameter. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);

/** LIMIT/OFFSET parameters of a page of rows (-1: no limit). */
export function limits(window: { offset: number; limit: number | null }): { limit: number; offset: number } {
  return { limit: window.limit ?? -1, offset: window.offset };
}
