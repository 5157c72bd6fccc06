// The health check, the JSON 404 of unknown routes, and the generated media as the built app serves them
// (the /media route itself, its headers, ranges and refusals are covered by media.test.ts).
import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { MEDIA_CACHE_CONTROL } from '../media';

describe('health and media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const media = async (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /healthz answers ok', async () => {
    const response = await t.get<{ status: string }>('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/content_version answers the version of the content loaded, not to be cached', async () => {
    const response = await t.get<{ version: string }>('/api/content_version');
    expect(response.status).toBe(200);
    // A database seeded from the fixtures and not changed since holds version 1.
    expect(response.body).toEqual({ version: '1' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the generated product images with long-lived caching', async () => {
    const jpeg = await media('/media/products/nova-1.jpg');
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(jpeg.headers.etag).toEqual(expect.any(String));
    expect(jpeg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.headers['content-language']).toBeUndefined();
    const webp = await media('/media/products/nova-1-480.webp');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('draws different products differently', async () => {
    const nova = (await media('/media/products/nova-1.jpg')).rawPayload;
    const aruba = (await media('/media/products/aruba-1.jpg')).rawPayload;
    const novaSide = (await media('/media/products/nova-2.jpg')).rawPayload;
    expect(nova.equals(aruba)).toBe(false);
    expect(nova.equals(novaSide)).toBe(false);
  });

  it('answers JSON 404 for unknown routes', async () => {
    const response = await t.get<ApiErrorBody>('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: '404', message: 'No resource at GET /api/unknown' });
  });
});
