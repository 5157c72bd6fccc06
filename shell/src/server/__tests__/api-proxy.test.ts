// The shell's /api proxy: the API learns the address the shell saw (a visitor's own X-Forwarded-For is kept only
// behind a trusted hop), oversized bodies get 413 from the shell without reaching the API, and uploads that ask
// `Expect: 100-continue` go through. Runs the proxy against a small recording API on a real socket (port 0).
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, registerApiProxy } from '../api-proxy';
import { forwardedForOf } from '../forwarded-for';

interface Seen {
  forwardedFor: string | undefined;
  expect: string | undefined;
  bytes: number;
}

let api: FastifyInstance;
let seen: Seen[] = [];

beforeAll(async () => {
  api = Fastify();
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
  });
  api.post('/api/echo', async (request) => {
    seen.push({
      forwardedFor: request.headers['x-forwarded-for']?.toString(),
      expect: request.headers.expect,
      bytes: request.body as number,
    });
    return { ok: true };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());
beforeEach(() => {
  seen = [];
});

async function shellWith(trustProxy: string[]): Promise<FastifyInstance> {
  const shell = Fastify();
  const { port } = api.server.address() as AddressInfo;
  await registerApiProxy(shell, { apiUrl: `http://127.0.0.1:${port}`, forwardedFor: forwardedForOf(trustProxy) });
  return shell;
}

const post = (shell: FastifyInstance, headers: Record<string, string>, payload: string | Buffer | Readable = '{}') =>
  shell.inject({
    method: 'POST',
    url: '/api/echo',
    remoteAddress: '198.51.100.20',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('X-Forwarded-For', () => {
  it('sends the address the shell saw, whatever the visitor claims', async () => {
    const shell = await shellWith([]);
    for (const claim of ['203.0.113.1', '203.0.113.2, 10.0.0.1']) {
      expect((await post(shell, { 'x-forwarded-for': claim })).statusCode).toBe(200);
    }
    expect((await post(shell, {})).statusCode).toBe(200);
    expect(seen.map((request) => request.forwardedFor)).toEqual(['198.51.100.20', '198.51.100.20', '198.51.100.20']);
  });

  it('appends to the chain a trusted hop in front of the shell passed on, and only then', async () => {
    const shell = await shellWith(['198.51.100.0/24']);
    await post(shell, { 'x-forwarded-for': '203.0.113.9' });
    const untrusted = await shellWith(['192.0.2.1']);
    await post(untrusted, { 'x-forwarded-for': '203.0.113.9' });
    expect(seen.map((request) => request.forwardedFor)).toEqual(['203.0.113.9, 198.51.100.20', '198.51.100.20']);
  });
});

describe('request bodies', () => {
  it('answers 413 itself for a body declared larger than the API takes, and forwards nothing', async () => {
    const shell = await shellWith([]);
    const json = await post(shell, {}, Buffer.alloc(JSON_BODY_LIMIT + 1, 0x20));
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({ code: '413', message: 'Request body is larger than 1 MiB' });
    const multipart = await post(
      shell,
      { 'content-type': 'multipart/form-data; boundary=x' },
      Buffer.alloc(MULTIPART_BODY_LIMIT + 1),
    );
    expect(multipart.statusCode).toBe(413);
    expect(seen).toEqual([]);
  });

  it('answers 413 for a body sent without a length once it passes the limit', async () => {
    const shell = await shellWith([]);
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 0x20));
    const response = await post(shell, { 'transfer-encoding': 'chunked' }, Readable.from(chunks));
    expect(response.statusCode).toBe(413);
  });

  it('passes an upload that asks Expect: 100-continue, and bodies up to the limits', async () => {
    const shell = await shellWith([]);
    const upload = await post(
      shell,
      { 'content-type': 'multipart/form-data; boundary=x', expect: '100-continue' },
      Buffer.alloc(3 * 1024 * 1024),
    );
    expect(upload.statusCode).toBe(200);
    expect((await post(shell, {}, Buffer.alloc(JSON_BODY_LIMIT, 0x20))).statusCode).toBe(200);
    expect(seen).toEqual([
      { forwardedFor: '198.51.100.20', expect: undefined, bytes: 3 * 1024 * 1024 },
      { forwardedFor: '198.51.100.20', expect: undefined, bytes: JSON_BODY_LIMIT },
    ]);
  });
});
