// Form submissions reach the people who answer them: each stored submission queues one e-mail, which the delivery
// worker sends to that form's recipients (an SMTP server in this process receives it), a plain-text body with the
// link to the submission in the back office and none of what the visitor sent (no field, no file); a mail server that
// is down or refuses the recipient costs nothing but retries (then a dead letter), and a restart loses nothing.
import { rm } from 'node:fs/promises';
import type { ClientQuestion, CooperationRequest, ProposalRequest } from '@ergoforma/shared-contracts';
import { createTransport } from 'nodemailer';
import type { BuildAppOptions } from '../../app';
import { registry } from '../../http/metrics';
import {
  applicationForm,
  BUILD_TIMEOUT_MS,
  createFormTestApp,
  file,
  SAMPLE_FILES,
  type FormTestApp,
} from '../../forms/__tests__/form-test-app';
import { TEST_MAIL_SETTINGS, TestSmtpServer, waitUntil, type ReceivedMail } from './test-smtp-server';

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 40, maxDelayMs: 200 };
const PAGE = 'https://www.ergoforma.test/kontakt?utm=1';

function mailOptions(smtp: TestSmtpServer, overrides: Partial<NonNullable<BuildAppOptions['mail']>> = {}) {
  return {
    transport: createTransport({ url: smtp.url, connectionTimeout: 2_000, greetingTimeout: 2_000 }),
    settings: TEST_MAIL_SETTINGS,
    retry: FAST_RETRY,
    pollIntervalMs: 50,
    ...overrides,
  };
}

interface OutboxRow {
  id: number;
  submission_id: number;
  status: string;
  attempts: number;
  last_error: string | null;
}

function outboxRows(t: FormTestApp): Promise<OutboxRow[]> {
  return t.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY id');
}

function headerSection(mail: ReceivedMail): string {
  return mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
}

const question: ClientQuestion = {
  name: 'Łucja Wróbel',
  email: 'lucja@example.pl',
  phone: '+48 600 100 200',
  subject: 'Krzesło obrotowe',
  message: 'Dzień dobry,\nproszę o kontakt w sprawie 20 krzeseł.',
  consent: true,
};
const cooperation: CooperationRequest = {
  company: 'Meble Kraków sp. z o.o.',
  name: 'Jan Nowak',
  email: 'jan@example.com',
  phone: '12 345 67 89',
  city: 'Kraków',
  cooperationType: 'dealer',
  message: 'We would like to become a dealer.',
  consent: true,
};
const proposal: ProposalRequest = {
  name: 'Amélie Dubois',
  email: 'amelie@example.fr',
  products: 'Ergo Task 200',
  quantity: 40,
  message: 'Merci de nous envoyer une offre.',
  consent: true,
};

describe('notification e-mails of the four forms', () => {
  const smtp = new TestSmtpServer();
  let t: FormTestApp;
  beforeAll(async () => {
    await smtp.start(0);
    t = await createFormTestApp(undefined, { mail: mailOptions(smtp) });
    await t.app.ready();
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it.each([
    {
      url: '/api/client_questions',
      payload: question,
      to: ['kontakt@ergoforma.test'],
      title: 'Pytanie z formularza kontaktowego',
    },
    {
      url: '/api/cooperation_requests',
      payload: cooperation,
      to: ['wspolpraca@ergoforma.test'],
      title: 'Zapytanie o współpracę',
    },
    { url: '/api/proposal_requests', payload: proposal, to: ['oferty@ergoforma.test'], title: 'Zapytanie ofertowe' },
  ])('$url: one e-mail to its recipients with the link to the inbox item and none of the data', async (form) => {
    const response = await t.postJson(form.url, form.payload, {
      headers: { 'accept-locale': 'fr', referer: PAGE },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(form.to);
    const parsed = mail.parsed;
    expect(parsed.subject).toBe(`[Ergoforma] ${form.title} nr ${id}`);
    expect(parsed.from?.value).toEqual([{ name: 'Ergoforma', address: 'formularze@ergoforma.test' }]);
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.html).toBe(false);
    const text = parsed.text ?? '';
    expect(text).toContain('Język formularza: francuski (fr)');
    expect(text).toContain(`https://admin.ergoforma.test/inbox/${id}/show`);
    for (const value of Object.values(form.payload).filter((v) => typeof v === 'string')) {
      expect(`${mail.raw}\n${text}`).not.toContain(value);
    }
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@ergoforma\.test>$/);
    await waitUntil(
      async () => (await outboxRows(t)).some((row) => row.submission_id === id && row.status === 'sent'),
      5_000,
      'the message marked sent',
    );
  });

  it('job application: to HR with the link only, no CV or cover letter attached', async () => {
    const response = await t.postForm(
      '/api/form_entries/job_application',
      applicationForm(
        {},
        {
          cv: file(SAMPLE_FILES.pdf, 'cv.pdf', 'application/pdf'),
          coverLetter: file(SAMPLE_FILES.png, 'list motywacyjny', 'image/png'),
        },
      ),
      { headers: { referer: 'https://www.ergoforma.test/kariera/tapicer' } },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(['kadry@ergoforma.test', 'rekrutacja@ergoforma.test']);
    const parsed = mail.parsed;
    expect(parsed.subject).toBe(`[Ergoforma] Aplikacja o pracę nr ${id}`);
    expect(parsed.attachments).toEqual([]);
    const text = parsed.text ?? '';
    expect(text).toContain(`https://admin.ergoforma.test/inbox/${id}/show`);
    for (const value of ['Zażółć', 'Gęślą-Jaźń', 'Tapicer', 'cv.pdf', 'list motywacyjny'])
      expect(text).not.toContain(value);
  });

  it('hostile field values never reach the e-mail: no injected header, recipient or markup', async () => {
    const hostile = {
      name: 'Jan Bcc: victim@evil.test Subject: hijacked',
      email: 'jan@example.pl',
      subject: 'Oferta X-Injected: yes',
      company: '<img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script>\r\n\r\nContent-Type: text/html\r\n.\r\nQUIT',
      consent: true,
    };
    const response = await t.postJson('/api/client_questions', hostile);
    expect(response.statusCode).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(['kontakt@ergoforma.test']);
    const headers = headerSection(mail);
    expect(headers).not.toMatch(/^(Bcc|X-Injected|Content-Type: text\/html)/im);
    expect(headers.match(/^Subject:/gim)).toHaveLength(1);
    expect(mail.parsed.html).toBe(false);
    for (const marker of ['victim@evil.test', 'jan@example.pl', 'X-Injected', 'onerror', '<script>'])
      expect(`${mail.raw}\n${mail.parsed.text ?? ''}`).not.toContain(marker);
  });
});

describe('outbox metrics', () => {
  it('count the messages by status and the age of the oldest queued one', async () => {
    const smtp = new TestSmtpServer();
    await smtp.start(0);
    await smtp.stop(); // nothing listens: messages stay queued
    const t = await createFormTestApp(undefined, {
      mail: mailOptions(smtp, { retry: { maxAttempts: 100, baseDelayMs: 40, maxDelayMs: 100 } }),
    });
    try {
      await t.app.ready();
      expect((await t.postJson('/api/client_questions', question)).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const queued = await registry.metrics();
      expect(queued).toMatch(/^api_outbox_messages\{status="queued"\} 1$/m);
      expect(queued).toMatch(/^api_outbox_messages\{status="sent"\} 0$/m);
      expect(Number(/^api_outbox_oldest_queued_age_seconds (\S+)$/m.exec(queued)?.[1])).toBeGreaterThanOrEqual(1);

      await smtp.start();
      await smtp.waitForMessages(1);
      await waitUntil(async () => (await outboxRows(t))[0]?.status === 'sent', 5_000, 'the message marked sent');
      const sent = await registry.metrics();
      expect(sent).toMatch(/^api_outbox_messages\{status="queued"\} 0$/m);
      expect(sent).toMatch(/^api_outbox_messages\{status="sent"\} 1$/m);
      expect(sent).toMatch(/^api_outbox_oldest_queued_age_seconds 0$/m);
    } finally {
      await t.close();
      await smtp.stop();
    }
  }, 30_000);
});

describe('delivery when things go wrong', () => {
  const smtp = new TestSmtpServer();
  const apps: FormTestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await smtp.stop();
    smtp.received.length = 0;
    smtp.recipientAttempts.length = 0;
    smtp.refused.clear();
  });

  it('keeps the message queued while the mail server is down and sends it once when it is back', async () => {
    await smtp.start(0);
    await smtp.stop(); // the port is known, nothing listens
    const t = await createFormTestApp(undefined, {
      mail: mailOptions(smtp, { retry: { maxAttempts: 100, baseDelayMs: 40, maxDelayMs: 100 } }),
    });
    apps.push(t);
    await t.app.ready();
    expect((await t.postJson('/api/client_questions', question)).statusCode).toBe(201);
    await waitUntil(async () => ((await outboxRows(t))[0]?.attempts ?? 0) >= 2, 10_000, 'two failed attempts');
    expect((await outboxRows(t))[0]).toMatchObject({
      status: 'queued',
      last_error: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
    });

    await smtp.start();
    await smtp.waitForMessages(1);
    await waitUntil(async () => (await outboxRows(t))[0]?.status === 'sent', 5_000, 'the message marked sent');
    await new Promise((resolve) => setTimeout(resolve, 300)); // several more polls: nothing is sent again
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it('retries a refused recipient with back-off, then marks the message failed (dead letter)', async () => {
    await smtp.start(0);
    smtp.refused.add('kontakt@ergoforma.test');
    const t = await createFormTestApp(undefined, { mail: mailOptions(smtp) });
    apps.push(t);
    await t.app.ready();
    expect((await t.postJson('/api/client_questions', question)).statusCode).toBe(201);
    await waitUntil(async () => (await outboxRows(t))[0]?.status === 'failed', 10_000, 'the dead letter');
    expect((await outboxRows(t))[0]).toMatchObject({ attempts: 3, last_error: expect.stringContaining('550') });
    expect(smtp.recipientAttempts.filter((address) => address === 'kontakt@ergoforma.test')).toHaveLength(3);
    expect(smtp.received).toHaveLength(0);
    expect(await registry.metrics()).toMatch(/^api_outbox_messages\{status="failed"\} 1$/m);
  }, 30_000);

  it('delivers, once, what was stored before a restart: unsent, and claimed by a process that died mid-send', async () => {
    await smtp.start(0);
    const before = await createFormTestApp(); // no mail server configured: the message waits
    expect((await before.postJson('/api/client_questions', question)).statusCode).toBe(201);
    expect((await before.postJson('/api/proposal_requests', proposal)).statusCode).toBe(201);
    await before.stop();

    const after = await createFormTestApp(undefined, {
      databasePath: before.databasePath,
      databaseUrl: before.databaseUrl,
      mail: mailOptions(smtp),
    });
    apps.push(after);
    // A process claimed the second message and died before sending it: its lease must run out first.
    await after.query(
      "UPDATE mail_outbox SET lease_until = ?, claimed_by = 'dead', attempts = 1 WHERE id = 2",
      new Date(Date.now() + 1_000).toISOString(),
    );
    await after.app.ready();
    const [first] = await smtp.waitForMessages(1);
    expect(first?.envelopeTo).toEqual(['kontakt@ergoforma.test']);
    expect(smtp.received).toHaveLength(1); // the leased one waits for its lease
    const [, second] = await smtp.waitForMessages(2);
    expect(second?.envelopeTo).toEqual(['oferty@ergoforma.test']);
    await waitUntil(
      async () => (await outboxRows(after)).every((row) => row.status === 'sent'),
      5_000,
      'both marked sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);
    await rm(before.dir, { recursive: true, force: true });
  }, 30_000);
});
