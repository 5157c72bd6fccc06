import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandlers } from '../../http/errors';
import { MEDIA_CACHE_CONTROL, mediaRoutes } from '../media';

describe('GET /media/*', () => {
  let dir: string;
  let app: FastifyInstance;
  const pdf = Buffer.from('%PDF-1.7\n0123456789abcdef\n%%EOF\n');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-media-route-'));
    await mkdir(path.join(dir, 'media', 'products'), { recursive: true });
    await mkdir(path.join(dir, 'media', '.stamps'), { recursive: true });
    await writeFile(path.join(dir, 'media', 'products', 'a.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await writeFile(path.join(dir, 'media', 'products', 'a.webp'), 'RIFF');
    await writeFile(path.join(dir, 'media', 'products', 'a.png'), 'png');
    await writeFile(path.join(dir, 'media', 'products', 'a.svg'), '<svg/>');
    await writeFile(path.join(dir, 'media', 'card.pdf'), pdf);
    await writeFile(path.join(dir, 'media', '.stamps', 'card.pdf'), 'stamp');
    await writeFile(path.join(dir, 'secret.pdf'), pdf);
    app = Fastify();
    registerErrorHandlers(app);
    await app.register(mediaRoutes, { mediaDir: path.join(dir, 'media') });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves each kind of file with its content type and long-lived caching', async () => {
    const types = {
      'products/a.jpg': 'image/jpeg',
      'products/a.webp': 'image/webp',
      'products/a.png': 'image/png',
      'products/a.svg': 'image/svg+xml',
      'card.pdf': 'application/pdf',
    };
    for (const [file, type] of Object.entries(types)) {
      const response = await app.inject({ url: `/media/${file}` });
      expect([file, response.statusCode, response.headers['content-type']]).toEqual([file, 200, type]);
      expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await app.inject({ url: '/media/products/a.svg' })).headers['content-security-policy']).toContain(
      "default-src 'none'",
    );
  });

  it('answers 304 when the ETag or the date still matches', async () => {
    const first = await app.inject({ url: '/media/card.pdf' });
    const etag = String(first.headers.etag);
    expect((await app.inject({ url: '/media/card.pdf', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/media/card.pdf', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );
    const since = String(first.headers['last-modified']);
    expect((await app.inject({ url: '/media/card.pdf', headers: { 'if-modified-since': since } })).statusCode).toBe(
      304,
    );
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/media/card.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves byte ranges and refuses ranges past the end', async () => {
    const part = await app.inject({ url: '/media/card.pdf', headers: { range: 'bytes=9-18' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 9-18/${pdf.length}`);
    expect(part.body).toBe('0123456789');
    const tail = await app.inject({ url: '/media/card.pdf', headers: { range: 'bytes=-6' } });
    expect(tail.body).toBe('%%EOF\n');
    const outside = await app.inject({ url: '/media/card.pdf', headers: { range: `bytes=${pdf.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('answers a JSON 404 for missing files, folders, dot files, other types and paths outside the folder', async () => {
    for (const url of [
      '/media/none.jpg',
      '/media/products',
      '/media/products/',
      '/media/',
      '/media/.stamps/card.pdf',
      '/media/../secret.pdf',
      '/media/%2e%2e/secret.pdf',
      '/media/products/..%2f..%2fsecret.pdf',
      '/media/a.txt',
    ]) {
      const response = await app.inject({ url });
      expect([url, response.statusCode, response.json().code]).toEqual([url, 404, '404']);
    }
  });
});
