// The helpers behind upload safety: what a file is (by its bytes and structure) and the stored file-name label.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { sanitiseFileName } from '../file-name';
import { identifyUpload } from '../file-type-check';
import { SAMPLE_FILES } from './form-test-app';

describe('identifyUpload', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-file-checks-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  let count = 0;
  const identify = async (bytes: Buffer) => {
    const file = path.join(dir, String((count += 1)));
    await writeFile(file, bytes);
    return identifyUpload(file);
  };
  const pdfWith = (body: string) =>
    Buffer.from(`%PDF-1.7\n1 0 obj ${body} endobj\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`, 'latin1');

  it('reads a PDF padded with megabytes of white space between its numbers', async () => {
    const padding = ' '.repeat(10 * 1024 * 1024 - 200);
    const padded = Buffer.from(
      `%PDF-1.7\n1${padding}0 obj << >> endobj\n2 0 obj << >> endobj\ntrailer << /Root 2 0 R >>\n%%EOF\n`,
      'latin1',
    );
    await expect(identify(padded)).resolves.toBe('pdf');
  });

  it.each([
    ['pdf', SAMPLE_FILES.pdf],
    ['jpeg', SAMPLE_FILES.jpeg],
    ['png', SAMPLE_FILES.png],
    ['bmp', SAMPLE_FILES.bmp],
    ['doc', SAMPLE_FILES.doc],
  ])('recognises %s', async (type, bytes) => {
    expect(await identify(bytes)).toBe(type);
  });

  it.each([
    ['a Windows executable', SAMPLE_FILES.exe],
    ['an ELF executable', SAMPLE_FILES.elf],
    ['a zip (docx) file', Buffer.from('PK\u0003\u0004word/document.xml')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a PHP script after "BM"', Buffer.from('BM<?php system($_GET["c"]); ?>'.padEnd(60, ' '))],
    ['an executable after "%PDF-"', Buffer.concat([Buffer.from('%PDF-'), SAMPLE_FILES.exe])],
    ['a JPEG that does not decode', Buffer.concat([SAMPLE_FILES.jpeg.subarray(0, 40), Buffer.alloc(40, 7)])],
    ['a PNG header without pixels', SAMPLE_FILES.png.subarray(0, 40)],
    ['a PDF running JavaScript', pdfWith('<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>')],
    ['a PDF acting when opened', pdfWith('<< /Type /Catalog /OpenAction 2 0 R >>')],
    ['a PDF launching a program', pdfWith('<< /S /Launch /F (cmd.exe) >>')],
    ['a PDF with an embedded file', pdfWith('<< /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >>')],
    ['a PDF spelling /JavaScript with #xx', pdfWith('<< /S /J#61vaScript /JS (x) >>')],
    [
      'a PDF hiding /AA in a compressed stream',
      Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /FlateDecode >> stream\n', 'latin1'),
        deflateSync(Buffer.from('<< /AA << /O 3 0 R >> >>')),
        Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
      ]),
    ],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_label, bytes) => {
    expect(await identify(bytes)).toBeNull();
  });
});

describe('sanitiseFileName', () => {
  it('keeps letters of any alphabet, digits and simple punctuation', () => {
    expect(sanitiseFileName('Życiorys – Łukasz (2024).pdf')).toBe('Życiorys _ Łukasz (2024).pdf');
  });

  it('drops directories, hidden-file dots and control characters', () => {
    expect(sanitiseFileName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(sanitiseFileName('../../.bashrc')).toBe('bashrc');
    expect(sanitiseFileName('cv\u0000\n.pdf')).toBe('cv__.pdf');
  });

  it('falls back to a neutral name and bounds the length, keeping the extension', () => {
    expect(sanitiseFileName(undefined)).toBe('file');
    expect(sanitiseFileName('...')).toBe('file');
    const long = sanitiseFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
