import { createApiClient } from '../client';
import { ApiError } from '../errors';

function fakeFetch(status: number, body: unknown) {
  // jsdom has no Response: a minimal one is enough for the client.
  return jest.fn(
    async (_url: string, _init?: RequestInit) =>
      ({ ok: status < 400, status, statusText: '', json: async () => body }) as Response,
  );
}

const question = { name: 'Anna Nowak', email: 'anna@example.com', message: 'Proszę o ofertę.', consent: true };

it.each([
  ['clientQuestion', '/api/client_questions'],
  ['cooperationRequest', '/api/cooperation_requests'],
  ['proposalRequest', '/api/proposal_requests'],
] as const)('%s posts JSON to %s', async (method, path) => {
  const fetch = fakeFetch(201, { id: 7, createdAt: '2026-11-21T10:00:00.000Z' });
  const api = createApiClient({ baseUrl: 'http://api.test', locale: 'fr', fetch });
  const submit = api.services.forms[method] as (body: unknown) => Promise<unknown>;
  await expect(submit(question)).resolves.toEqual({ id: 7, createdAt: '2026-11-21T10:00:00.000Z' });
  const [url, init] = fetch.mock.calls[0];
  expect(url).toBe(`http://api.test${path}`);
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual(question);
  expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Locale': 'fr' });
});

it('a rejected form carries the per-field errors of the answer', async () => {
  const fetch = fakeFetch(400, { code: '400', message: 'Invalid form', errors: { email: 'Invalid e-mail address' } });
  const api = createApiClient({ baseUrl: 'http://api.test', locale: 'pl', fetch });
  const failure = await api.services.forms
    .clientQuestion({ ...question, email: 'nope' })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 400, fieldErrors: { email: 'Invalid e-mail address' } });
});
