// The search index follows the content: it is rebuilt with every load of the fixtures.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../../app';
import { openContentStore } from '..';
import { MAX_SEARCH_RESULTS } from '../content/search-ranking';
import { readContentFixtures } from '../fixtures/reader';
import { scaleCatalogue } from '../fixtures/scale-catalogue';
import { openDatabase } from '../sqlite/connection';
import { loadContent } from '../sqlite/content-loader';
import { migrate } from '../sqlite/migrations';
import { SqliteContentRepository } from '../sqlite/repository';

describe('search index', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-search-index-'));
    await cp(path.join(API_ROOT, 'fixtures'), path.join(dir, 'fixtures'), { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const editJson = async (file: string, edit: (records: Array<Record<string, unknown>>) => void): Promise<void> => {
    const target = path.join(dir, 'fixtures', file);
    const records = JSON.parse(await readFile(target, 'utf8')) as Array<Record<string, unknown>>;
    edit(records);
    await writeFile(target, JSON.stringify(records));
  };

  it('finds new words and forgets removed records after the content is replaced', async () => {
    const options = { databasePath: path.join(dir, 'site.db'), fixturesDir: path.join(dir, 'fixtures') };
    const first = await openContentStore(options);
    expect(await first.repository.search('pl', 'Żyrafowaty', null)).toEqual([]);
    const post = (await first.repository.listPosts('pl', { pagination: null })).member[0];
    expect((await first.repository.search('pl', post?.title ?? '', null)).map((r) => r.title)).toContain(post?.title);
    await first.close();

    await editJson('products.json', (products) => {
      const translations = products[0]?.translations as { pl: { shortDescription: string } };
      translations.pl.shortDescription = '<p>Oparcie żyrafowate, wyjątkowo wysokie.</p>';
    });
    await editJson('posts.json', (posts) =>
      posts.splice(
        posts.findIndex((p) => p.id === post?.id),
        1,
      ),
    );
    const second = await openContentStore(options);
    await second.replaceContent(readContentFixtures(options.fixturesDir));
    const results = await second.repository.search('pl', 'zyrafow', null);
    expect(results).toHaveLength(1);
    expect(results[0]?.content).toContain('żyrafowate');
    expect((await second.repository.search('pl', post?.title ?? '', null)).map((r) => r.slug)).not.toContain(
      post?.path,
    );
    await second.close();
  });

  it('answers at most the best 100 results of a word every product has, the exact title first', async () => {
    const db = openDatabase(path.join(dir, 'scale.db'));
    migrate(db);
    loadContent(db, scaleCatalogue(readContentFixtures(path.join(API_ROOT, 'fixtures')), 400), 'replace');
    const repository = new SqliteContentRepository(db);
    expect(await repository.search('pl', 'krzeslo', null)).toHaveLength(MAX_SEARCH_RESULTS);
    expect(await repository.search('pl', 'krzeslo', { page: 2, itemsPerPage: 60 })).toHaveLength(
      MAX_SEARCH_RESULTS - 60,
    );
    expect(await repository.search('pl', 'krzeslo', { page: 3, itemsPerPage: 60 })).toEqual([]);
    const nova = await repository.search('pl', 'nova', null);
    expect(nova[0]?.title).toBe('Nova');
    expect(nova.slice(1, 4).every((result) => result.title.startsWith('Nova '))).toBe(true);
    db.close();
  });
});
