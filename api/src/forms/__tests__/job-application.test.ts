// The multipart job application. Files are accepted by their magic bytes only, at most 10 MB
// (enforced by the parser), stored under random names with mode 0600; a rejected application leaves no row
// and no file behind.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import {
  APPLICATION_FIELDS,
  applicationForm,
  BUILD_TIMEOUT_MS,
  createFormTestApp,
  file,
  SAMPLE_FILES,
  type FormTestApp,
} from './form-test-app';

const URL = '/api/form_entries/job_application';

let t: FormTestApp;
beforeAll(async () => {
  t = await createFormTestApp();
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

interface FileRow {
  field: string;
  original_name: string;
  stored_name: string;
  size: number;
  detected_type: string;
  sha256: string;
}

async function stored(id: number): Promise<{ row: Record<string, unknown> | undefined; files: FileRow[] }> {
  return {
    row: (await t.query<Record<string, unknown>>('SELECT * FROM form_submissions WHERE id = ?', id))[0],
    files: await t.query<FileRow>('SELECT * FROM form_submission_files WHERE submission_id = ? ORDER BY field', id),
  };
}

/** Sends the form and expects it refused with `status`, nothing stored and no file left in the uploads folder. */
async function expectRefused(form: FormData, status: number): Promise<ApiErrorBody> {
  const rowsBefore = await t.submissionCount();
  const filesBefore = await t.uploadedFiles();
  const response = await t.postForm(URL, form);
  expect(response.statusCode).toBe(status);
  expect(await t.submissionCount()).toBe(rowsBefore);
  expect(await t.uploadedFiles()).toEqual(filesBefore);
  const body = response.json<ApiErrorBody>();
  expect(body.code).toBe(String(status));
  return body;
}

describe('an accepted application', () => {
  it('answers 201 and stores the fields and both files under random names, readable by the owner only', async () => {
    const letter = Buffer.concat([SAMPLE_FILES.doc, Buffer.from('list motywacyjny')]);
    const form = applicationForm(
      {},
      {
        cv: file(SAMPLE_FILES.pdf, 'CV Zażółć.pdf', 'application/pdf'),
        coverLetter: file(letter, 'list.doc', 'application/msword'),
      },
    );
    const response = await t.postForm(URL, form, { headers: { 'accept-locale': 'en' } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const { row, files } = await stored(id);
    expect(row).toMatchObject({ form: 'job_application', locale: 'en', client_ip: '127.0.0.1' });
    expect(JSON.parse(String(row?.fields))).toEqual({ ...APPLICATION_FIELDS, consent: true });
    expect(files).toEqual([
      {
        id: expect.any(Number),
        submission_id: id,
        field: 'coverLetter',
        original_name: 'list.doc',
        stored_name: expect.stringMatching(/^[0-9a-f-]{36}\.doc$/),
        size: letter.length,
        detected_type: 'doc',
        sha256: createHash('sha256').update(letter).digest('hex'),
      },
      expect.objectContaining({
        field: 'cv',
        original_name: 'CV Zażółć.pdf',
        stored_name: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
        detected_type: 'pdf',
        size: SAMPLE_FILES.pdf.length,
      }),
    ]);
    for (const { stored_name } of files) {
      const info = await stat(path.join(t.uploadsDir, stored_name));
      expect(info.mode & 0o777).toBe(0o600);
    }
    expect((await t.uploadedFiles()).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it.each([
    ['pdf', SAMPLE_FILES.pdf],
    ['jpeg', SAMPLE_FILES.jpeg],
    ['png', SAMPLE_FILES.png],
    ['bmp', SAMPLE_FILES.bmp],
    ['doc', SAMPLE_FILES.doc],
  ])('accepts a %s CV whatever its name and content type claim', async (type, bytes) => {
    const response = await t.postForm(
      URL,
      applicationForm({}, { cv: file(bytes, 'scan.bin', 'application/octet-stream') }),
    );
    expect(response.statusCode).toBe(201);
    const { files } = await stored(response.json<{ id: number }>().id);
    expect(files.map((row) => row.detected_type)).toEqual([type]);
  });

  it('keeps only a safe label of the client file name, never a path', async () => {
    const response = await t.postForm(
      URL,
      applicationForm({}, { cv: file(SAMPLE_FILES.pdf, '..\\..\\windows\\cv <script>.pdf') }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = (await stored(response.json<{ id: number }>().id)).files;
    expect(row?.original_name).toBe('cv _script_.pdf');
  });

  it('treats an empty cover-letter input as no cover letter', async () => {
    const response = await t.postForm(
      URL,
      applicationForm({}, { cv: file(SAMPLE_FILES.pdf, 'cv.pdf'), coverLetter: file(Buffer.alloc(0), '') }),
    );
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json<{ id: number }>().id)).files.map((row) => row.field)).toEqual(['cv']);
  });
});

describe('file checks', () => {
  it.each([
    ['a Windows executable', SAMPLE_FILES.exe],
    ['an ELF executable', SAMPLE_FILES.elf],
    ['a text file', Buffer.from('just text, not a CV')],
    ['a PHP script after "BM"', Buffer.from('BM<?php system($_GET["c"]); ?>'.padEnd(60, ' '))],
    ['an executable after "%PDF-"', Buffer.concat([Buffer.from('%PDF-'), SAMPLE_FILES.exe])],
    [
      'a PDF running JavaScript when opened',
      Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\ntrailer << >>\n%%EOF\n'),
    ],
  ])('refuses %s named cv.pdf and sent as application/pdf', async (_label, bytes) => {
    const body = await expectRefused(applicationForm({}, { cv: file(bytes, 'cv.pdf', 'application/pdf') }), 400);
    expect(body.errors).toEqual({ cv: 'must be a PDF, DOC, JPG, PNG or BMP file' });
  });

  it('names the cover letter when it is the bad file', async () => {
    const form = applicationForm(
      {},
      { cv: file(SAMPLE_FILES.pdf, 'cv.pdf'), coverLetter: file(SAMPLE_FILES.exe, 'letter.doc', 'application/msword') },
    );
    const body = await expectRefused(form, 400);
    expect(body.errors).toEqual({ coverLetter: 'must be a PDF, DOC, JPG, PNG or BMP file' });
  });

  it('requires a CV', async () => {
    const body = await expectRefused(applicationForm({}, {}), 400);
    expect(body.errors).toEqual({ cv: 'is required' });
  });

  it('answers 413 naming the field for a file over 10 MB, and keeps nothing of it', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const body = await expectRefused(
      applicationForm(
        {},
        { cv: file(SAMPLE_FILES.pdf, 'cv.pdf'), coverLetter: file(big, 'letter.pdf', 'application/pdf') },
      ),
      413,
    );
    expect(body.message).toMatch(/cover letter file is larger than 10 MB/);
    expect(body.errors).toEqual({ coverLetter: 'must be at most 10 MB' });
  });

  it('accepts a file of exactly 10 MB', async () => {
    // Padded inside: a PDF ends with its end mark.
    const header = SAMPLE_FILES.pdf.indexOf('\n') + 1;
    const limit = Buffer.concat([
      SAMPLE_FILES.pdf.subarray(0, header),
      Buffer.alloc(10 * 1024 * 1024 - SAMPLE_FILES.pdf.length, 0x20),
      SAMPLE_FILES.pdf.subarray(header),
    ]);
    const response = await t.postForm(URL, applicationForm({}, { cv: file(limit, 'cv.pdf') }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 413 for more files than the form has', async () => {
    const form = applicationForm(
      {},
      {
        cv: file(SAMPLE_FILES.pdf, 'a.pdf'),
        coverLetter: file(SAMPLE_FILES.pdf, 'b.pdf'),
        portfolio: file(SAMPLE_FILES.pdf, 'c.pdf'),
      },
    );
    const body = await expectRefused(form, 413);
    expect(body.message).toMatch(/Too many files/);
  });
});

describe('text field checks', () => {
  it('reports every failing field at once', async () => {
    const form = applicationForm({
      firstName: '  ',
      lastName: undefined,
      email: 'kandydat@',
      phone: 'abc',
      position: 'p'.repeat(201),
      consent: 'false',
    });
    form.append('salary', '20000');
    const body = await expectRefused(form, 400);
    expect(body.errors).toEqual({
      firstName: 'is required',
      lastName: 'is required',
      email: 'must be a valid e-mail address',
      phone: expect.stringMatching(/^must be a valid phone number/),
      position: 'must be at most 200 characters long',
      consent: 'must be accepted',
      salary: 'is not a field of this form',
    });
  });

  it('requires consent', async () => {
    expect((await expectRefused(applicationForm({ consent: undefined }), 400)).errors).toEqual({
      consent: 'is required',
    });
  });

  it('refuses a name over 100 characters and a field sent twice', async () => {
    const form = applicationForm({ firstName: 'F'.repeat(101) });
    form.append('email', 'second@example.pl');
    expect((await expectRefused(form, 400)).errors).toEqual({
      firstName: 'must be at most 100 characters long',
      email: 'must be sent only once',
    });
  });

  it('refuses a CV sent as text, and a text field sent as a file, without storing the good files', async () => {
    const form = applicationForm(
      { phone: undefined },
      { coverLetter: file(SAMPLE_FILES.pdf, 'letter.pdf'), phone: file(SAMPLE_FILES.pdf, 'phone.pdf') },
    );
    form.append('cv', 'my-cv.pdf');
    expect((await expectRefused(form, 400)).errors).toEqual({ phone: 'must be a text value', cv: 'must be a file' });
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.postJson(URL, { ...APPLICATION_FIELDS });
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiErrorBody>().code).toBe('415');
  });

  it('answers 400 to a cut-off multipart body, keeping nothing of it', async () => {
    const rowsBefore = await t.submissionCount();
    const filesBefore = await t.uploadedFiles();
    const encoded = new Response(applicationForm());
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: bytes.subarray(0, bytes.length - 60),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.submissionCount()).toBe(rowsBefore);
    expect(await t.uploadedFiles()).toEqual(filesBefore);
  });
});

describe('a client that aborts mid-upload', () => {
  it('leaves no row and no file behind', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const rowsBefore = await t.submissionCount();
    const filesBefore = await t.uploadedFiles();

    const encoded = new Response(
      applicationForm({}, { cv: file(Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(4 * 1024 * 1024)]), 'cv.pdf') }),
    );
    const body = Buffer.from(await encoded.arrayBuffer());
    const socket = net.connect(address.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${URL} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${encoded.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 2 * 1024 * 1024));
    await sleep(300); // the server is now writing the CV to a temporary file
    const midUpload = await t.uploadedFiles();
    socket.destroy();
    // The server notices the closed connection and removes the file; on a busy machine that takes a while.
    for (let waited = 0; waited < 5_000 && (await t.uploadedFiles()).length !== filesBefore.length; waited += 100)
      await sleep(100);

    expect(midUpload.some((name) => name.startsWith('.incoming-'))).toBe(true);
    expect(await t.submissionCount()).toBe(rowsBefore);
    expect(await t.uploadedFiles()).toEqual(filesBefore);
  });
});
