// Every /media address any answer contains must be served, and file sizes must match the served bytes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Collection, Menu, Page, Product, ProductSummary } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../app';
import { readContentFixtures } from '../db/fixtures/reader';
import { entryOutputs } from '../media/generate-media';
import { readMediaManifest } from '../media/manifest';
import { createTestApp, type TestApp } from './test-app';

function mediaUrls(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/media\/[a-z0-9/_.-]+/g)) found.add(match[0]);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaUrls(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaUrls(item, found);
  }
  return found;
}

describe('media referenced by the fixtures', () => {
  it('lists every /media address of every fixture file in the media manifest', async () => {
    const fixturesDir = path.join(API_ROOT, 'fixtures');
    const listed = new Set(
      (await readMediaManifest(fixturesDir)).flatMap((entry) => entryOutputs(entry).map((file) => `/media/${file}`)),
    );
    const missing: string[] = [];
    for (const name of readdirSync(fixturesDir).filter((file) => file.endsWith('.json') && !file.startsWith('media'))) {
      for (const url of mediaUrls(JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')), new Set())) {
        if (!listed.has(url)) missing.push(`${name}: ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('media referenced by the content', () => {
  const publishedPageIds = readContentFixtures(path.join(API_ROOT, 'fixtures'))
    .pages.filter((page) => page.isPublished)
    .map((page) => page.id);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves every media file the answers refer to, in every locale', async () => {
    const urls = new Set<string>();
    for (const locale of ['pl', 'en', 'fr']) {
      const headers = { 'accept-locale': locale };
      const products = await t.get<Collection<ProductSummary>>('/api/products?pagination=false', headers);
      mediaUrls(products.body, urls);
      for (const summary of products.body.member)
        mediaUrls((await t.get<Product>(`/api/products/${summary.slug}`, headers)).body, urls);
      for (const id of publishedPageIds) {
        const page = await t.get<Page>(`/api/pages/${id}`, headers);
        expect([id, page.status]).toEqual([id, 200]);
        mediaUrls(page.body, urls);
      }
      mediaUrls((await t.get<Collection<Menu>>('/api/menus', headers)).body, urls);
    }
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      const response = await t.app.inject({ method: 'HEAD', url });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
  });

  it('gives product files their real size', async () => {
    const products = await t.get<Collection<ProductSummary>>('/api/products?pagination=false');
    for (const summary of products.body.member) {
      const product = (await t.get<Product>(`/api/products/${summary.slug}`)).body;
      expect(product.files.length).toBeGreaterThan(0);
      for (const file of product.files) {
        const response = await t.app.inject({ method: 'GET', url: file.url });
        expect([file.url, response.rawPayload.length]).toEqual([file.url, file.size]);
      }
    }
  });
});
