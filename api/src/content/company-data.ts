// The company's facts in the database (table company, one row in the company.json format). The content loads seed
// it from company.json (db/content/content-rows.ts); a database made before the table existed gets it from the file
// on its next start. After that the row is the truth: a restart never overwrites an edit made in the back office.
import { companyFieldAtFault, type CompanyFixture } from '../db/fixtures/company';
import type { Engine } from '../db/query/connect';
import { ContentInputError } from './content-errors';
import { takeWriteLock, type ContentDb } from './content-history';
import type { DbRows } from './fixture-files';

/** The company as stored; null before it is seeded. */
export async function readCompany(db: ContentDb): Promise<CompanyFixture | null> {
  const row = await db.selectFrom('company').select('data').where('id', '=', 1).executeTakeFirst();
  return row === undefined ? null : (JSON.parse(row.data) as CompanyFixture);
}

/** Stores the company from `fixture()` (read only then) when the table has none. */
export async function seedCompany(db: ContentDb, engine: Engine, fixture: () => CompanyFixture): Promise<void> {
  if ((await readCompany(db)) !== null) return;
  await db.transaction().execute(async (trx) => {
    await takeWriteLock(trx, engine);
    await trx
      .insertInto('company')
      .values({ id: 1, data: JSON.stringify(fixture()) })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
}

/** Checks `input` as company.json is checked: a ContentInputError names the field at fault. */
export function checkCompany(input: unknown): CompanyFixture {
  const field = companyFieldAtFault(input);
  if (field !== null) throw new ContentInputError(field, 'is missing or malformed');
  return input as CompanyFixture;
}

/** Replaces the stored company (in the caller's transaction). */
export async function storeCompany(db: ContentDb, company: CompanyFixture): Promise<void> {
  await db
    .updateTable('company')
    .set({ data: JSON.stringify(company) })
    .where('id', '=', 1)
    .execute();
}

/** The company of the content tables' rows (a whole content read: content-transfer.ts). */
export function companyOfRows(rows: DbRows): CompanyFixture {
  const row = rows.company[0];
  if (row === undefined) throw new Error('The content has no company row');
  return JSON.parse(String(row.data)) as CompanyFixture;
}
