// Redirects that follow addresses, on the test engine (SQLite, or PostgreSQL with DATABASE_URL): a category's new
// slug moves its products' addresses, each old one answering 301 in its language and search leading to the new one;
// a deleted record leaves no redirect leading to where it was.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../__tests__/test-database';
import { openContentStore, type ContentStore } from '../../db';
import type { ContentFiles } from '../fixture-files';

type CategoryFile = ContentFiles['categories'][number];
type PostFile = ContentFiles['posts'][number];

let dir: string;
let database: TestDatabase;
let store: ContentStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-address-redirects-'));
  database = await createTestDatabase('content');
  store = await openContentStore({
    databasePath: path.join(dir, 'site.db'),
    databaseUrl: database.url,
    fixturesDir: path.join(API_ROOT, 'fixtures'),
  });
});
afterEach(async () => {
  await store.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

const service = () => store.contentService;
const redirects = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await store.db.selectFrom('redirects').select(['from_path', 'to_path']).execute()).map((row) => [
      row.from_path,
      row.to_path,
    ]),
  );
const productPath = async (locale: 'pl' | 'en' | 'fr', slug: string) =>
  (await store.repository.findProduct(locale, slug))?.path;

test("a category's new slug moves its products' addresses with a 301 from each old one, in every language", async () => {
  const category = (await service().find('category', 3)) as CategoryFile;
  const rows = await store.db.selectFrom('products').select(['slug', 'name']).where('category_id', '=', 3).execute();
  const products = rows.map((row) => row.slug);
  expect(products.length).toBeGreaterThan(1);
  const before = await Promise.all(products.map(async (slug) => productPath('en', slug)));
  const polishBefore = await productPath('pl', products[0] ?? '');

  const translations = Object.fromEntries(
    Object.entries(category.translations).map(([locale, texts]) => [
      locale,
      texts && { ...texts, slug: `${String(texts.slug)}-nowe` },
    ]),
  );
  await service().update('category', 3, { ...category, translations }, 'anna');

  const after = await Promise.all(products.map(async (slug) => productPath('en', slug)));
  const moved = await redirects();
  products.forEach((_, index) => {
    expect(after[index]).not.toBe(before[index]);
    expect(after[index]).toContain('-nowe/');
    expect(moved[before[index] ?? '']).toBe(after[index]);
  });
  expect(moved[polishBefore ?? '']).toBe(await productPath('pl', products[0] ?? ''));

  // Search leads to the new address.
  const found = await store.repository.search('en', rows[0]?.name ?? '', null);
  expect(found.map((result) => result.slug)).toContain(after[0]);
});

test('a deleted record leaves no redirect leading to where it was', async () => {
  const post = (await service().find('post', 1)) as PostFile;
  const oldSlug = String(post.translations.pl.slug);
  await service().update(
    'post',
    1,
    { ...post, translations: { ...post.translations, pl: { ...post.translations.pl, slug: `${oldSlug}-2026` } } },
    'anna',
  );
  const renamed = Object.entries(await redirects());
  expect(renamed).toHaveLength(1);
  const [, newAddress] = renamed[0] ?? [];
  expect(newAddress).toMatch(/-2026$/);

  await service().delete('post', 1, 'anna');
  expect(Object.values(await redirects())).not.toContain(newAddress);
});
