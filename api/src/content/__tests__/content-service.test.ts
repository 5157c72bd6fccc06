// The content service on the test engine (SQLite, or PostgreSQL with DATABASE_URL): every write checked, in one
// transaction, with a revision, the keys it touched, its search documents and one step of the content version.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../__tests__/test-database';
import { openContentStore, type ContentStore } from '../../db';
import { sql } from 'kysely';
import { ContentInputError, ContentNotFoundError } from '../content-errors';
import type { ContentFiles } from '../fixture-files';
import { KEPT_CHANGES, withHistory } from '../content-history';

type ProductFile = ContentFiles['products'][number];
type PageFile = ContentFiles['pages'][number];
type PostFile = ContentFiles['posts'][number];

const FIXTURES = path.join(API_ROOT, 'fixtures');

/** Makes every revision insert fail, as a full disk would. */
async function failRevisions(store: ContentStore): Promise<void> {
  if (store.engine === 'sqlite') {
    await sql`CREATE TRIGGER fail_revisions BEFORE INSERT ON content_revisions
      BEGIN SELECT RAISE(FAIL, 'disk full'); END`.execute(store.db);
    return;
  }
  await sql`CREATE FUNCTION fail_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(store.db);
  await sql`CREATE TRIGGER fail_revisions BEFORE INSERT ON content_revisions
      FOR EACH ROW EXECUTE FUNCTION fail_revisions()`.execute(store.db);
}

describe('content service', () => {
  let dir: string;
  let database: TestDatabase;
  let store: ContentStore;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-content-service-'));
    database = await createTestDatabase('content');
    store = await openContentStore({
      databasePath: path.join(dir, 'site.db'),
      databaseUrl: database.url,
      fixturesDir: FIXTURES,
    });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const service = () => store.contentService;
  const version = async () => Number(await store.repository.contentVersion());
  const product = async (id: number) => (await service().find('product', id)) as ProductFile;
  const searchTitles = async (phrase: string) =>
    (await store.repository.search('pl', phrase, null)).map((result) => result.title);

  it('creates, updates and deletes a product, one version and one revision each', async () => {
    const start = await version();
    const nova = await product(1);
    const copy: ProductFile = {
      ...nova,
      id: 900,
      slug: 'nova-bis',
      name: 'Nova Bis',
      similarProducts: [],
      relatedProduct: null,
      relationPosition: null,
      translations: {
        ...nova.translations,
        pl: { ...nova.translations.pl, relationLabel: undefined },
      },
      images: nova.images.map((image, index) => ({ ...image, id: 9000 + index })),
      blocks: nova.blocks.map((block, index) => ({ ...block, id: 9000 + index })),
      files: (nova.files ?? []).map((file, index) => ({ ...file, id: 9000 + index })),
    };
    await expect(service().create('product', copy, 'anna')).resolves.toMatchObject({ version: start + 1 });
    expect((await store.repository.findProduct('pl', 'nova-bis'))?.name).toBe('Nova Bis');
    expect(await searchTitles('Nova Bis')).toContain('Nova Bis');

    const result = await service().update('product', 900, { ...copy, name: 'Kwazar' }, 'anna');
    expect(result.version).toBe(start + 2);
    expect(result.keys).toEqual(
      expect.arrayContaining([
        'product:900',
        'products',
        `category:${copy.category}`,
        `category-products:${copy.category}`,
      ]),
    );
    expect((await store.repository.findProduct('en', 'nova-bis'))?.name).toBe('Kwazar');
    // Found by its new name, no longer by its old one.
    expect(await searchTitles('Kwazar')).toEqual(['Kwazar']);
    expect(await searchTitles('Nova Bis')).not.toContain('Nova Bis');
    // Its place in the name order follows its name.
    const byName = await store.repository.listProducts('pl', {
      pagination: null,
      order: [{ field: 'name', direction: 'asc' }],
    });
    const names = byName.member.map((listed) => listed.name);
    expect(names).toContain('Kwazar');
    expect(names).toEqual([...names].sort(new Intl.Collator('pl', { sensitivity: 'base', numeric: true }).compare));

    await expect(service().delete('product', 900, 'anna')).resolves.toMatchObject({ version: start + 3 });
    await expect(store.repository.findProduct('pl', 'nova-bis')).resolves.toBeNull();
    expect(await searchTitles('Kwazar')).toEqual([]);

    const revisions = await service().revisions('product', 900);
    expect(revisions.map((r) => [r.action, r.version, r.author])).toEqual([
      ['create', start + 1, 'anna'],
      ['update', start + 2, 'anna'],
      ['delete', start + 3, 'anna'],
    ]);
    expect(revisions[1]?.before).toMatchObject({ name: 'Nova Bis' });
    expect(revisions[1]?.after).toMatchObject({ name: 'Kwazar' });
    expect(revisions[2]?.after).toBeNull();
  });

  it('creates, updates and deletes a page and a post', async () => {
    const start = await version();
    // A new page shows once a sitemap node leads to it (not written by this service yet): its record is checked here.
    const page = {
      id: 900,
      layout: 'default',
      headerTheme: 'dark',
      translations: { pl: { title: 'Strona próbna' } },
      blocks: [{ id: 9000, type: 'html', position: 0, content: { pl: { html: '<p>Treść próbna</p>' } } }],
    } as PageFile;
    await service().create('page', page, 'anna');
    await service().update('page', 900, { ...page, translations: { pl: { title: 'Strona druga' } } }, 'anna');
    expect(await service().find('page', 900)).toMatchObject({ translations: { pl: { title: 'Strona druga' } } });
    await service().delete('page', 900, 'anna');
    await expect(service().find('page', 900)).resolves.toBeNull();
    const contact = (await service().find('page', 3)) as PageFile;
    await service().update(
      'page',
      3,
      {
        ...contact,
        translations: { ...contact.translations, pl: { ...contact.translations.pl, title: 'Napisz do nas' } },
      },
      'anna',
    );
    await expect(store.repository.findPage('pl', 3)).resolves.toMatchObject({ title: 'Napisz do nas' });

    const post: PostFile = {
      id: 900,
      published: '2026-05-01T10:00:00Z',
      image: null,
      translations: { pl: { title: 'Wpis próbny', slug: 'wpis-probny', lead: '<p>Lead</p>', content: '<p>Treść</p>' } },
    };
    await service().create('post', post, 'anna');
    await expect(store.repository.findPost('pl', 'wpis-probny')).resolves.toMatchObject({ title: 'Wpis próbny' });
    await service().update(
      'post',
      900,
      { ...post, translations: { pl: { ...post.translations.pl, title: 'Wpis zmieniony' } } },
      'anna',
    );
    await expect(store.repository.findPost('pl', 'wpis-probny')).resolves.toMatchObject({ title: 'Wpis zmieniony' });
    await service().delete('post', 900, 'anna');
    await expect(store.repository.findPost('pl', 'wpis-probny')).resolves.toBeNull();

    expect(await version()).toBe(start + 7);
    expect((await service().revisions('page', 900)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect((await service().revisions('post', 900)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad input naming the field, and a failed write leaves nothing', async () => {
    const start = await version();
    const nova = await product(1);
    const refused = async (write: Promise<unknown>, field: string) => {
      const error = (await write.then(
        () => null,
        (e: unknown) => e,
      )) as ContentInputError | null;
      expect(error).toBeInstanceOf(ContentInputError);
      expect(error?.statusCode).toBe(400);
      expect(error?.field).toBe(field);
    };
    await refused(service().update('product', 1, { ...nova, name: ' ' }, 'anna'), 'name');
    await refused(service().update('product', 1, { ...nova, tags: [1, 999] }, 'anna'), 'tags');
    await refused(service().update('product', 1, { ...nova, slug: 'Not A Slug' }, 'anna'), 'slug');
    await refused(service().update('product', 1, { ...nova, id: 2 }, 'anna'), 'id');
    await refused(service().update('product', 1, { ...nova, slug: (await product(2)).slug }, 'anna'), 'slug');
    await refused(service().create('product', nova, 'anna'), 'id');
    // Another product lists it as similar: a conflict saying where, not bad input.
    await expect(service().delete('product', 2, 'anna')).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^product 2 is still used by product \(a similar product\) \d+$/),
    });
    await expect(service().update('product', 999, { ...nova, id: 999 }, 'anna')).rejects.toBeInstanceOf(
      ContentNotFoundError,
    );

    // A failure inside the transaction (here at its last step, the revision) undoes the whole write.
    await failRevisions(store);
    await expect(service().update('product', 1, { ...nova, name: 'Nova Zmieniona' }, 'anna')).rejects.toThrow(
      'disk full',
    );
    expect((await product(1)).name).toBe('Nova');
    expect(await searchTitles('Zmieniona')).toEqual([]);
    expect(await version()).toBe(start);
    await expect(service().revisions('product', 1)).resolves.toEqual([]);
    await expect(service().contentChangesSince(start)).resolves.toEqual({ version: start, keys: [] });
  });

  it('tells which content keys changed since a version', async () => {
    const start = await version();
    const nova = await product(1);
    await service().update('product', 1, { ...nova, name: 'Nova 2' }, 'anna');
    const post = (await service().find('post', 1)) as PostFile;
    await service().update('post', 1, post, 'anna');
    const changes = await service().contentChangesSince(start);
    expect(changes.version).toBe(start + 2);
    expect(changes.keys).toEqual(expect.arrayContaining(['product:1', 'post:1', `category:${nova.category}`]));
    await expect(service().contentChangesSince(start + 1)).resolves.toEqual({
      version: start + 2,
      keys: ['post:1', 'posts'],
    });
    // Too old (before the load) or unknown: everything.
    await expect(service().contentChangesSince(0)).resolves.toEqual({ version: start + 2, keys: null });
    await expect(service().contentChangesSince(start + 5)).resolves.toEqual({ version: start + 2, keys: null });
  });

  it('keeps the keys of the last KEPT_CHANGES versions only: an older version is answered "everything"', async () => {
    const start = await version();
    const nova = await product(1);
    await service().update('product', 1, { ...nova, name: 'Nova 2' }, 'anna');
    // As if KEPT_CHANGES - 1 more writes had happened since, each with its keys.
    const history = withHistory(store.db);
    const others = Array.from({ length: KEPT_CHANGES - 1 }, (_, i) => ({
      version: start + 2 + i,
      keys: JSON.stringify(['post:1']),
      changed_at: new Date().toISOString(),
    }));
    await history.insertInto('content_changes').values(others).execute();
    await history
      .updateTable('content_meta')
      .set({ version: start + KEPT_CHANGES })
      .execute();
    expect((await service().contentChangesSince(start)).keys).toEqual(expect.arrayContaining(['product:1', 'post:1']));

    // One more write: the rename's version falls out of the window.
    const post = (await service().find('post', 1)) as PostFile;
    await service().update('post', 1, post, 'anna');
    const last = start + KEPT_CHANGES + 1;
    await expect(service().contentChangesSince(start)).resolves.toEqual({ version: last, keys: null });
    await expect(service().contentChangesSince(start + 1)).resolves.toEqual({
      version: last,
      keys: ['post:1', 'posts'],
    });
    const kept = await history
      .selectFrom('content_changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(Number(kept[0]?.n)).toBe(KEPT_CHANGES);
  });
});
