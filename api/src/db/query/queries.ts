// The query builder as the content's query modules use it: rows of a query written once (Kysely's `sql` compiles it
// to `?` for SQLite and `$n` for PostgreSQL), and the locale contexts of the content currently loaded.
import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { LocaleContexts, type LocaleContext } from '../content/locale-context';
import { loadLocaleContext } from '../repository/locale-context';
import type { Engine, QueryDb } from './connect';

export class Queries {
  private cachedContexts: Promise<LocaleContexts> | null = null;

  constructor(
    readonly db: QueryDb,
    readonly engine: Engine,
  ) {}

  async rows<T>(query: RawBuilder<T>): Promise<T[]> {
    return (await query.execute(this.db)).rows;
  }

  async row<T>(query: RawBuilder<T>): Promise<T | undefined> {
    return (await this.rows(query))[0];
  }

  /** Every locale's context, loaded on first use after each content change. */
  contexts(): Promise<LocaleContexts> {
    this.cachedContexts ??= Promise.all(
      LOCALES.map(async (locale): Promise<[Locale, LocaleContext]> => [locale, await loadLocaleContext(this, locale)]),
    ).then(
      (loaded) => new LocaleContexts(new Map(loaded)),
      (error: unknown) => {
        this.cachedContexts = null;
        throw error;
      },
    );
    return this.cachedContexts;
  }

  async context(locale: Locale): Promise<LocaleContext> {
    return (await this.contexts()).of(locale);
  }

  /**
   * A list of ids for `x IN ...`, bound as one parameter so the statement's text (prepared once) does not change with
   * the list's length: a JSON array on SQLite, an integer array on PostgreSQL.
   */
  idList(ids: readonly number[]): RawBuilder<number> {
    return this.engine === 'sqlite'
      ? sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`
      : sql`(SELECT unnest(CAST(${[...ids]} AS integer[])))`;
  }

  /** Forgets what was derived from the content (another load happened). */
  contentChanged(): void {
    this.cachedContexts = null;
  }
}

/** The LIMIT and OFFSET of a page of rows; nothing for all rows. */
export const pageClause = (window: { offset: number; limit: number | null }): RawBuilder<unknown> =>
  window.limit === null ? sql`` : sql`LIMIT ${window.limit} OFFSET ${window.offset}`;

/** COUNT(*) as a number on both engines (PostgreSQL's is a bigint, which pg reads as a string). */
export const countAll = sql<number>`CAST(COUNT(*) AS integer)`;
