// The PostgreSQL pool as the query modules of this folder use it (mirror of db/sqlite/statements.ts): typed
// queries, and the locale contexts of the content currently loaded.
import type { Pool } from 'pg';
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { LocaleContexts, type LocaleContext } from '../content/locale-context';
import { loadLocaleContext } from './locale-context';
import { PgReader } from './reader';

export class PgQueries extends PgReader {
  private cachedContexts: LocaleContexts | null = null;

  constructor(readonly pool: Pool) {
    super(pool);
  }

  /** Every locale's context, loaded on first use after each content change. */
  async contexts(): Promise<LocaleContexts> {
    if (this.cachedContexts === null) {
      const loaded = await Promise.all(
        LOCALES.map(async (locale): Promise<[Locale, LocaleContext]> => [
          locale,
          await loadLocaleContext(this, locale),
        ]),
      );
      this.cachedContexts = new LocaleContexts(new Map(loaded));
    }
    return this.cachedContexts;
  }

  async context(locale: Locale): Promise<LocaleContext> {
    return (await this.contexts()).of(locale);
  }

  /** Forgets what was derived from the content (another load happened). */
  contentChanged(): void {
    this.cachedContexts = null;
  }
}

/** OFFSET and LIMIT of a page of rows (LIMIT ALL: null). */
export const pageParams = (window: { offset: number; limit: number | null }): [number, number | null] => [
  window.offset,
  window.limit,
];
