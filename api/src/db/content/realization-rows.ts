// A realization as the query reads it (db/repository/editorial.ts).
import type { Realization } from '@ergoforma/shared-contracts';

export interface RealizationRow extends Omit<Realization, 'images' | 'untranslated'> {
  /** 1 (SQLite) or true (PostgreSQL) when the lead is the Polish one for want of the locale's. */
  lead_untranslated: number | boolean;
}
