// Any site may read the public content from a browser; only the site's own pages may send forms, and a form sent
// from another site is refused before anything is stored.
import { createFormTestApp, BUILD_TIMEOUT_MS, type FormTestApp } from '../../forms/__tests__/form-test-app';

const SITE = 'http://localhost:3000';
const ELSEWHERE = 'https://attacker.example';
const question = { name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true };

let t: FormTestApp;
beforeAll(async () => {
  t = await createFormTestApp();
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const preflight = (method: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/client_questions',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });

it('lets any origin read content, preflighted (Accept-Locale) or not', async () => {
  const plain = await t.app.inject({ method: 'GET', url: '/api/product_tags', headers: { origin: ELSEWHERE } });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['access-control-allow-origin']).toBe('*');
  const asked = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/product_tags',
    headers: {
      origin: ELSEWHERE,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'accept-locale',
    },
  });
  expect(asked.statusCode).toBe(204);
  expect(asked.headers['access-control-allow-origin']).toBe('*');
});

it("allows form posts from the site's own origin only", async () => {
  const own = await preflight('POST', SITE);
  expect(own.headers['access-control-allow-origin']).toBe(SITE);
  expect(own.headers.vary).toContain('Origin');
  const foreign = await preflight('POST', ELSEWHERE);
  expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

  const sent = await t.postJson('/api/client_questions', question, { headers: { origin: SITE } });
  expect(sent.statusCode).toBe(201);
  expect(sent.headers['access-control-allow-origin']).toBe(SITE);
});

it('refuses a form sent from another site (even one that needs no preflight) and stores nothing', async () => {
  const before = await t.submissionCount();
  const json = await t.postJson('/api/client_questions', question, { headers: { origin: ELSEWHERE } });
  expect(json.statusCode).toBe(403);
  expect(json.headers['access-control-allow-origin']).toBeUndefined();
  const form = new FormData();
  form.set('firstName', 'Ala');
  const multipart = await t.postForm('/api/form_entries/job_application', form, { headers: { origin: 'null' } });
  expect(multipart.statusCode).toBe(403);
  expect(await t.submissionCount()).toBe(before);
  expect(await t.uploadedFiles()).toEqual([]);
});
