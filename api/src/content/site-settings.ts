// The site's settings staff change in the back office, stored one row per setting (table site_settings). A change
// is a content change: it moves the content version forward with the key 'site-settings', which every page carries,
// so the shells drop their cached pages and the next visitor sees the setting at once.
import { SITE_SETTINGS_KEY, type SiteSettings } from '@ergoforma/shared-contracts';
import type { Engine } from '../db/query/connect';
import { advanceVersion, recordChange, takeWriteLock, type ContentDb } from './content-history';

/** A setting without a row has its default: the English notice shows until an admin turns it off. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = { englishNotice: true };

export async function readSiteSettings(db: ContentDb): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['name', 'value']).execute();
  const stored = Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  const { englishNotice } = stored;
  return { englishNotice: typeof englishNotice === 'boolean' ? englishNotice : DEFAULT_SITE_SETTINGS.englishNotice };
}

/** Stores `changes`; returns the settings as they then are. */
export async function writeSiteSettings(
  db: ContentDb,
  engine: Engine,
  changes: Partial<SiteSettings>,
): Promise<SiteSettings> {
  await db.transaction().execute(async (trx) => {
    await takeWriteLock(trx, engine);
    for (const [name, value] of Object.entries(changes)) {
      await trx
        .insertInto('site_settings')
        .values({ name, value: JSON.stringify(value) })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: JSON.stringify(value) }))
        .execute();
    }
    const version = await advanceVersion(trx);
    await recordChange(trx, version, [SITE_SETTINGS_KEY], new Date().toISOString());
  });
  return readSiteSettings(db);
}
