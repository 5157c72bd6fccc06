// The JSON forms (contact question, cooperation and quotation requests): 201 and a stored
// row for a valid payload, 400 naming EVERY failing field otherwise, and nothing stored.
import type { ApiErrorBody, ClientQuestion, CooperationRequest, ProposalRequest } from '@ergoforma/shared-contracts';
import { BUILD_TIMEOUT_MS, createFormTestApp, type FormTestApp } from './form-test-app';

let t: FormTestApp;
beforeAll(async () => {
  t = await createFormTestApp();
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const question: ClientQuestion = {
  name: 'Łucja Wróbel',
  email: 'lucja@example.pl',
  phone: '+48 600 100 200',
  company: 'Biuro Śródmieście',
  subject: 'Krzesło obrotowe',
  message: 'Dzień dobry, proszę o kontakt w sprawie 20 krzeseł.',
  consent: true,
};
const cooperation: CooperationRequest = {
  company: 'Meble Kraków sp. z o.o.',
  name: 'Jan Nowak',
  email: 'jan@example.com',
  phone: '12 345 67 89',
  city: 'Kraków',
  country: 'Polska',
  cooperationType: 'dealer',
  message: 'We would like to become a dealer.',
  consent: true,
};
const proposal: ProposalRequest = {
  name: 'Amélie Dubois',
  email: 'amelie@example.fr',
  products: 'Ergo Task 200, Conference C10',
  quantity: 40,
  message: 'Merci de nous envoyer une offre.',
  consent: true,
};

const FORMS = [
  { url: '/api/client_questions', form: 'client_question', payload: question as object },
  { url: '/api/cooperation_requests', form: 'cooperation_request', payload: cooperation as object },
  { url: '/api/proposal_requests', form: 'proposal_request', payload: proposal as object },
];

async function storedRow(id: number): Promise<Record<string, unknown> | undefined> {
  return (await t.query<Record<string, unknown>>('SELECT * FROM form_submissions WHERE id = ?', id))[0];
}

describe.each(FORMS)('POST $url', ({ url, form, payload }) => {
  it('answers 201 with the receipt and stores the submission with its sender and locale', async () => {
    const response = await t.postJson(url, payload, {
      headers: { 'accept-locale': 'fr', 'user-agent': 'jest-browser/1.0' },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: number; createdAt: string }>();
    expect(receipt).toEqual({ id: expect.any(Number), createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const row = await storedRow(receipt.id);
    expect(row).toMatchObject({
      form,
      client_ip: '203.0.113.7',
      user_agent: 'jest-browser/1.0',
      locale: 'fr',
      created_at: receipt.createdAt,
    });
    expect(JSON.parse(String(row?.fields))).toEqual(payload);
  });

  it('rejects an empty object naming every required field, and stores nothing', async () => {
    const before = await t.submissionCount();
    const response = await t.postJson(url, {});
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('400');
    expect(body.errors).toMatchObject({
      name: 'is required',
      email: 'is required',
      message: 'is required',
      consent: 'is required',
    });
    expect(await t.submissionCount()).toBe(before);
  });

  it('rejects an unknown field by name', async () => {
    const response = await t.postJson(url, { ...payload, website: 'http://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().errors).toEqual({ website: 'is not a field of this form' });
  });
});

describe('validation of the contact question', () => {
  const url = '/api/client_questions';

  async function errorsOf(payload: object): Promise<Record<string, string>> {
    const response = await t.postJson(url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('400');
    expect(body.message).toMatch(/Invalid form fields/);
    return body.errors ?? {};
  }

  it('reports all failing fields at once', async () => {
    const errors = await errorsOf({
      ...question,
      name: '',
      email: 'not-an-address',
      phone: 'call me',
      message: 'x'.repeat(5001),
      consent: false,
      extra: 1,
    });
    expect(errors).toEqual({
      name: 'is required',
      email: 'must be a valid e-mail address',
      phone: expect.stringMatching(/^must be a valid phone number/),
      message: 'must be at most 5000 characters long',
      consent: 'must be accepted',
      extra: 'is not a field of this form',
    });
  });

  it('treats a blank value as missing and checks lengths after trimming', async () => {
    expect(await errorsOf({ ...question, name: '   ', message: '\n\t' })).toEqual({
      name: 'is required',
      message: 'is required',
    });
    const response = await t.postJson(url, { ...question, name: `  ${'N'.repeat(100)}  ` });
    expect(response.statusCode).toBe(201);
  });

  it('refuses control characters and broken Unicode, and keeps the line breaks of a message', async () => {
    const refused = 'must not contain control characters or invalid Unicode';
    expect(
      await errorsOf({
        ...question,
        name: 'Ola\u0000',
        company: 'Firma\ud800',
        subject: 'Temat\u001b[31m',
        message: 'Dzień dobry\u0007',
      }),
    ).toEqual({ name: refused, company: refused, subject: refused, message: refused });
    expect(await errorsOf({ ...question, name: 'Ola\nNowak' })).toEqual({ name: refused });
    const lines = await t.postJson(url, { ...question, name: 'Ola 🙂', message: 'Dzień dobry,\r\nproszę o ofertę.' });
    expect(lines.statusCode).toBe(201);
  });

  it('stores the values trimmed and leaves blank optional fields out', async () => {
    const response = await t.postJson(url, { ...question, name: '  Ola  ', company: '   ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const fields = JSON.parse(String((await storedRow(id))?.fields)) as Record<string, unknown>;
    expect(fields.name).toBe('Ola');
    expect(fields).not.toHaveProperty('company');
  });

  it.each([
    ['name', 'x'.repeat(101), 'must be at most 100 characters long'],
    ['email', `${'a'.repeat(250)}@example.pl`, 'must be at most 254 characters long'],
    ['email', 'a@b@c', 'must be a valid e-mail address'],
    ['subject', 's'.repeat(201), 'must be at most 200 characters long'],
    ['phone', '123', expect.stringMatching(/^must be a valid phone number/)],
    ['consent', 'true', 'must be a boolean'],
    ['name', 42, 'must be a string'],
  ])('rejects %s = %j', async (field, value, message) => {
    expect(await errorsOf({ ...question, [field]: value })).toEqual({ [field]: message });
  });

  it('requires consent to be true', async () => {
    expect(await errorsOf({ ...question, consent: false })).toEqual({ consent: 'must be accepted' });
    const { consent: _omitted, ...withoutConsent } = question;
    expect(await errorsOf(withoutConsent)).toEqual({ consent: 'is required' });
  });

  it('rejects a body that is not an object, or not JSON', async () => {
    const array = await t.postJson(url, [question]);
    expect(array.statusCode).toBe(400);
    expect(array.json<ApiErrorBody>().message).toBe('The request body must be a JSON object');
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().code).toBe('400');
  });
});

describe('validation of the other JSON forms', () => {
  it('requires the cooperation request company, phone and type', async () => {
    const { company: _c, phone: _p, cooperationType: _t, ...rest } = cooperation;
    const response = await t.postJson('/api/cooperation_requests', rest);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().errors).toEqual({
      company: 'is required',
      phone: 'is required',
      cooperationType: 'is required',
    });
  });

  it('requires a whole positive quotation quantity', async () => {
    for (const [quantity, message] of [
      [0, 'must be at least 1'],
      [2.5, 'must be an integer'],
      ['10', 'must be an integer'],
    ] as const) {
      const response = await t.postJson('/api/proposal_requests', { ...proposal, quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().errors).toEqual({ quantity: message });
    }
  });
});
