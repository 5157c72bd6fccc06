import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAdminServer } from '../app';
import { readConfig } from '../config';

const PAGE =
  '<html><head><meta name="csp-nonce" content="%NONCE%"><script src="/main.1.js" nonce="%NONCE%"></script></head></html>';

let api: Server;
let seen: Array<{ url: string; forwardedFor: string | undefined }> = [];
let app: FastifyInstance;

beforeAll(async () => {
  api = createServer((request, response) => {
    seen.push({ url: request.url ?? '', forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
    response.setHeader('content-type', 'application/json');
    response.end('{"from":"api"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const browserDir = mkdtempSync(path.join(tmpdir(), 'admin-build-'));
  writeFileSync(path.join(browserDir, 'index.html'), PAGE);
  writeFileSync(path.join(browserDir, 'main.1.js'), 'console.log(1)');
  const config = readConfig({ API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` }, browserDir);
  app = await buildAdminServer(config);
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  seen = [];
});

test('any app route answers the page with a fresh nonce in the CSP and the page, never cached', async () => {
  const first = await app.inject('/products/12');
  const second = await app.inject('/');
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('no-store');
  const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
  expect(nonce).toBeDefined();
  expect(first.body).toContain(`content="${nonce}"`);
  expect(first.body).toContain(`nonce="${nonce}"`);
  expect(first.body).not.toContain('%NONCE%');
  expect(second.headers['content-security-policy']).not.toContain(String(nonce));
  expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(first.headers['x-content-type-options']).toBe('nosniff');
});

test('build files are served immutable; the page template itself is never served as a file', async () => {
  const script = await app.inject('/main.1.js');
  expect(script.statusCode).toBe(200);
  expect(script.headers['cache-control']).toContain('immutable');
  const template = await app.inject('/index.html');
  expect(template.body).not.toContain('%NONCE%');
});

test('only /api/admin reaches the API, with the address this server saw as X-Forwarded-For', async () => {
  const answer = await app.inject({ url: '/api/admin/session', headers: { 'x-forwarded-for': '6.6.6.6' } });
  expect(answer.json()).toEqual({ from: 'api' });
  expect(seen).toEqual([{ url: '/api/admin/session', forwardedFor: '127.0.0.1' }]);
  const publicApi = await app.inject('/api/products');
  expect(publicApi.statusCode).toBe(404);
  expect(seen).toHaveLength(1);
});
