// Statements sent together run in the order given, in the caller's transaction, and the first failure is the one
// reported (on PostgreSQL the statements after it fail only because the transaction is aborted).
import path from 'node:path';
import { sql } from 'kysely';
import { API_ROOT } from '../../../app';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../../__tests__/test-database';
import { openContentStore, type ContentStore } from '../..';
import { together } from '../together';

describe(`statements sent together on ${TEST_ENGINE}`, () => {
  let database: TestDatabase;
  let store: ContentStore;
  beforeAll(async () => {
    database = await createTestDatabase('content');
    store = await openContentStore({
      databasePath: ':memory:',
      databaseUrl: database.url,
      fixturesDir: path.join(API_ROOT, 'fixtures'),
    });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const version = async (): Promise<number> =>
    Number((await store.db.selectFrom('content_meta').select('version').executeTakeFirstOrThrow()).version);

  it('runs them in order in the transaction and gives each one its rows', async () => {
    const start = await version();
    const answers = await store.db.transaction().execute((trx) =>
      together(trx, [
        sql`SELECT version FROM content_meta WHERE id = 1`.compile(trx),
        trx
          .updateTable('content_meta')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .compile(),
        sql`SELECT version FROM content_meta WHERE id = 1`.compile(trx),
      ]),
    );
    expect(answers.map((rows) => rows.map((row) => Number(row.version)))).toEqual([[start], [], [start + 1]]);
    expect(await version()).toBe(start + 1);
  });

  it('throws the first failure, and the transaction leaves nothing', async () => {
    const start = await version();
    // Read as text: better-sqlite3 makes its errors with the class of the test file that loaded it first, which is
    // not an Error of this file's realm, so `rejects.toThrow` would not recognise it.
    const failure = await store.db
      .transaction()
      .execute((trx) =>
        together(trx, [
          trx
            .updateTable('content_meta')
            .set((eb) => ({ version: eb('version', '+', 1) }))
            .compile(),
          sql`SELECT * FROM no_such_table`.compile(trx),
          sql`SELECT version FROM content_meta`.compile(trx),
        ]),
      )
      .then(
        () => 'no failure',
        (error: unknown) => String(error),
      );
    expect(failure).toMatch(/no_such_table/);
    expect(await version()).toBe(start);
  });
});
