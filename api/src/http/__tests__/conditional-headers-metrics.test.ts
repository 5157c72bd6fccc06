// What every API answer carries besides its body: an ETag with 304 for a matching If-None-Match, nosniff, and
// its duration in the Prometheus metrics.
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { registry } from '../metrics';

describe('API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry an ETag, and a matching If-None-Match gets 304 without a body', async () => {
    const first = await t.get('/api/products?page=1');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await t.get('/api/products?page=1')).headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ url: '/api/products?page=1', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Another language is another answer.
    expect((await t.get('/api/products?page=1', { 'accept-locale': 'en', 'if-none-match': etag })).status).toBe(200);
  });

  it('keep the ETag of the plain answer when compressed', async () => {
    const plain = await t.get('/api/sitemap_nodes');
    const response = await t.app.inject({ url: '/api/sitemap_nodes', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.etag).toBe(plain.headers.etag);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain.raw);
  });

  it('are marked nosniff', async () => {
    expect((await t.get('/api/sitemap_nodes')).headers['x-content-type-options']).toBe('nosniff');
    expect((await t.get('/media/products/nova-1.jpg')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('are timed in the metrics by route pattern and status', async () => {
    await t.get('/api/products/nie-ma-takiego');
    const text = await registry.metrics();
    expect(text).toMatch(
      /api_http_request_duration_seconds_count\{route="\/api\/products\/:product",method="GET",status="404"\} [1-9]/,
    );
    expect(text).toContain('process_resident_memory_bytes');
  });
});
