import path from 'node:path';
import type { ApiErrorBody, Page, Post } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../app';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';

const fixtures = readContentFixtures(path.join(API_ROOT, 'fixtures'));
const draftPage = fixtures.pages.find((p) => !p.isPublished);
const draftPost = fixtures.posts.find((p) => !p.isPublished);
const TOKEN = 'test-preview-secret';

describe('preview of drafts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ previewToken: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hides a draft page from visitors and from the sitemap', async () => {
    expect(draftPage).toBeDefined();
    expect((await t.get(`/api/pages/${draftPage?.id}`)).status).toBe(404);
    const nodes = await t.get<{ member: Array<{ nodeReference: number | null; nodeType: string }> }>(
      '/api/sitemap_nodes?pagination=false',
    );
    expect(nodes.body.member.some((n) => n.nodeReference === draftPage?.id && n.nodeType !== 'product')).toBe(false);
  });

  it('shows the draft page with the token, in the locale asked for, never cached', async () => {
    const { status, body, headers } = await t.get<Page>(`/api/page_preview/${draftPage?.id}`, {
      'x-preview-token': TOKEN,
      'accept-locale': 'en',
    });
    expect(status).toBe(200);
    expect(body.title).toBe(draftPage?.translations.en.title ?? draftPage?.translations.pl.title);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    const link = await t.get<Page>(`/api/page_preview/${draftPage?.id}?token=${TOKEN}`);
    expect(link.status).toBe(200);
  });

  it('shows a draft post with the token', async () => {
    expect(draftPost).toBeDefined();
    const { status, body } = await t.get<Post>(`/api/post_preview/${draftPost?.id}`, { 'x-preview-token': TOKEN });
    expect(status).toBe(200);
    expect(body.title).toBe(draftPost?.translations.pl.title);
  });

  it("answers 'pageData error' without the right token and 'pageData not found' for an unknown id", async () => {
    for (const headers of [{}, { 'x-preview-token': 'wrong' }] as Array<Record<string, string>>) {
      const refused = await t.get<ApiErrorBody>(`/api/page_preview/${draftPage?.id}`, headers);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('pageData error');
    }
    const missing = await t.get<ApiErrorBody>('/api/page_preview/999999', { 'x-preview-token': TOKEN });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('pageData not found');
    expect((await t.get<ApiErrorBody>('/api/post_preview/abc', { 'x-preview-token': TOKEN })).status).toBe(400);
  });
});

describe('without a configured preview token', () => {
  it('refuses every preview', async () => {
    const t = await createTestApp();
    try {
      const { status, body } = await t.get<ApiErrorBody>(`/api/page_preview/${draftPage?.id}`, {
        'x-preview-token': '',
      });
      expect(status).toBe(403);
      expect(body.message).toBe('pageData error');
    } finally {
      await t.close();
    }
  });
});

describe('API description and caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves an OpenAPI document listing every call of the content API with its parameters', async () => {
    const { status, body } = await t.get<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
    }>('/api/docs.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    const paths = Object.keys(body.paths);
    for (const expected of [
      '/api/pages/{id}',
      '/api/posts',
      '/api/posts/{slug}',
      '/api/pattern_collections',
      '/api/products',
      '/api/products/{product}',
      '/api/products/{id}/pdf',
      '/api/product_tags',
      '/api/product_categories',
      '/api/realizations',
      '/api/job_offers',
      '/api/mechanisms',
      '/api/mechanism/{slug}',
      '/api/mechanism_categories',
      '/api/search',
      '/api/menus',
      '/api/sitemap_nodes',
      '/api/product_file_types',
      '/api/cooperation_requests',
      '/api/proposal_requests',
      '/api/client_questions',
      '/api/form_entries/job_application',
    ]) {
      expect(paths).toContain(expected);
    }
    const productParameters = body.paths['/api/products']?.get?.parameters?.map((p) => p.name) ?? [];
    expect(productParameters).toEqual(
      expect.arrayContaining(['page', 'itemsPerPage', 'pagination', 'category.id', 'tags.id']),
    );
  });

  it('lets caches keep content answers briefly, but not errors', async () => {
    expect((await t.get('/api/product_tags')).headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect((await t.get('/api/products/no-such-product')).headers['cache-control']).toBe('no-store');
  });
});
