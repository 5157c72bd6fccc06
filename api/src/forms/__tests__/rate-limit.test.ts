// Past the per-address limit, every form route answers 429 with Retry-After; other
// addresses and the read-only routes are not affected.
import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import { applicationForm, BUILD_TIMEOUT_MS, createFormTestApp, type FormTestApp } from './form-test-app';

let t: FormTestApp;
beforeAll(async () => {
  t = await createFormTestApp({ max: 3, timeWindowMs: 60_000 });
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const question = { name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true };
const visitor = { remoteAddress: '198.51.100.10' };

it('counts submissions per address across the four form routes, then answers 429 with Retry-After', async () => {
  expect((await t.postJson('/api/client_questions', question, visitor)).statusCode).toBe(201);
  expect((await t.postJson('/api/proposal_requests', {}, visitor)).statusCode).toBe(400); // refused attempts count too
  expect((await t.postForm('/api/form_entries/job_application', applicationForm(), visitor)).statusCode).toBe(201);

  const rowsBefore = await t.submissionCount();
  for (const response of [
    await t.postJson('/api/cooperation_requests', question, visitor),
    await t.postJson('/api/client_questions', question, visitor),
    await t.postForm('/api/form_entries/job_application', applicationForm(), visitor),
  ]) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('429');
    expect(body.message).toMatch(/Too many form submissions/);
  }
  expect(await t.submissionCount()).toBe(rowsBefore);
});

it('still serves the other routes to that address, and submissions from other addresses', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/healthz', ...visitor })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/product_tags', ...visitor })).statusCode).toBe(200);
  expect((await t.postJson('/api/client_questions', question, { remoteAddress: '198.51.100.11' })).statusCode).toBe(
    201,
  );
});
