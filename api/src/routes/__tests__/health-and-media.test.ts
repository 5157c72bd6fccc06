import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

describe('health and media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers ok', async () => {
    const response = await t.get<{ status: string }>('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves generated SVG images with long-lived caching', async () => {
    const response = await t.get('/media/products/nova-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.raw).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="1200"/);
    expect(response.raw).toContain('#199ecb');
    expect(response.headers['content-language']).toBeUndefined();
  });

  it('serves thumbnails, banners and PDF documents', async () => {
    const thumb = await t.get('/media/products/nova-1-thumb.svg');
    expect(thumb.raw).toContain('width="240" height="240"');
    const slide = await t.get('/media/slides/slide-1.svg');
    expect(slide.raw).toContain('width="1920" height="700"');
    const pdf = await t.get('/media/files/nova-karta-produktu.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.raw.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('draws different products differently', async () => {
    const nova = await t.get('/media/products/nova-1.svg');
    const aruba = await t.get('/media/products/aruba-1.svg');
    const novaSide = await t.get('/media/products/nova-2.svg');
    expect(nova.raw).not.toBe(aruba.raw);
    expect(nova.raw).not.toBe(novaSide.raw);
  });

  it('answers 404 for missing files and refuses paths outside the media folder', async () => {
    for (const url of ['/media/products/none.svg', '/media/../site.db', '/media/%2e%2e/site.db', '/media/products/..%2f..%2fsite.db', '/media/site.db', '/media/']) {
      const response = await t.get<ApiErrorBody>(url);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('404');
    }
  });

  it('answers JSON 404 for unknown routes', async () => {
    const response = await t.get<ApiErrorBody>('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: '404', message: 'No resource at GET /api/unknown' });
  });
});
