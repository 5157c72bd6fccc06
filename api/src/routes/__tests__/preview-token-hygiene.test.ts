// The preview token is a secret: it never appears in the API's logs (given as a header or in an editor's link),
// and guessing it is slow: past a few wrong tokens a minute, an address gets 429 for every token, the right one
// included, so a locked-out guess cannot tell right from wrong.
import { Writable } from 'node:stream';
import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { loggerOptions, withoutSecrets } from '@ergoforma/shared-contracts/server';
import { PREVIEW_GUESSES_PER_MINUTE } from '../preview';

const TOKEN = 'preview-secret-4f1c9a';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ previewToken: TOKEN, logger: loggerOptions('info', logStream) });
});
afterAll(() => t.close());

const guess = (token: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/page_preview/1', headers: { 'x-preview-token': token }, remoteAddress });

it('never writes the token to the log, from the header or the query', async () => {
  expect((await t.get(`/api/page_preview/1?token=${TOKEN}`)).status).not.toBe(403);
  expect((await t.get(`/api/post_preview/1?lang=x&tok%65n=${TOKEN}`)).status).toBe(400);
  expect((await t.get('/api/page_preview/1', { 'x-preview-token': TOKEN })).status).not.toBe(403);
  const log = logLines.join('');
  expect(log).toContain('/api/page_preview/1?token=%5Bredacted%5D');
  expect(log).not.toContain(TOKEN);
});

it('rate limits wrong tokens per address, then refuses every token from it alike', async () => {
  const attacker = '203.0.113.7';
  for (let attempt = 0; attempt < PREVIEW_GUESSES_PER_MINUTE; attempt += 1)
    expect((await guess(`wrong-${attempt}`, attacker)).statusCode).toBe(403);
  const limited = await guess('wrong-again', attacker);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json<ApiErrorBody>().message).toMatch(/Too many wrong preview tokens/);
  // The right token is refused the same way until the window ends, or the answer would confirm a guess.
  const right = await guess(TOKEN, attacker);
  expect(right.statusCode).toBe(429);
  expect(right.json<ApiErrorBody>().message).toMatch(/Too many wrong preview tokens/);
  // Other addresses are unaffected, and the right token alone is never counted.
  expect((await guess('wrong', '203.0.113.8')).statusCode).toBe(403);
  for (let attempt = 0; attempt <= PREVIEW_GUESSES_PER_MINUTE; attempt += 1)
    expect((await guess(TOKEN, '203.0.113.9')).statusCode).toBe(200);
});

it('redacts the token parameter however it is written, and leaves other URLs alone', () => {
  expect(withoutSecrets('/preview/page/3?token=abc&x=1')).toBe('/preview/page/3?token=%5Bredacted%5D&x=1');
  expect(withoutSecrets('/a?tok%65n=abc')).toBe('/a?token=%5Bredacted%5D');
  expect(withoutSecrets('/szukaj?q=token')).toBe('/szukaj?q=token');
});
