// The query builder reads and writes the same values on both engines: flags as booleans, JSON columns as text.
import path from 'node:path';
import { API_ROOT } from '../../../app';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../../__tests__/test-database';
import { openContentStore, type ContentStore } from '../..';

describe(`query builder on ${TEST_ENGINE}`, () => {
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

  it('names its engine', () => {
    expect(store.engine).toBe(TEST_ENGINE === 'SQLite' ? 'sqlite' : 'postgres');
  });

  it('reads flags as booleans and binds booleans', async () => {
    const drafts = await store.db
      .selectFrom('pages')
      .select(['id', 'is_published', 'is_aggregator_child'])
      .where('is_published', '=', false)
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    for (const page of drafts) {
      expect(page.is_published).toBe(false);
      expect(typeof page.is_aggregator_child).toBe('boolean');
    }
  });

  it('reads JSON columns as their text', async () => {
    const block = await store.db.selectFrom('page_block_translations').select('content').executeTakeFirstOrThrow();
    expect(typeof block.content).toBe('string');
    expect(typeof JSON.parse(block.content)).toBe('object');
  });
});
