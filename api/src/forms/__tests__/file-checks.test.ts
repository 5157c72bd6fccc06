// The two small helpers behind upload safety: format detection by magic bytes and the stored file-name label.
import { sanitiseFileName } from '../file-name';
import { detectFileType } from '../magic-bytes';
import { SAMPLE_FILES } from './form-test-app';

describe('detectFileType', () => {
  it.each([
    ['pdf', SAMPLE_FILES.pdf],
    ['jpeg', SAMPLE_FILES.jpeg],
    ['png', SAMPLE_FILES.png],
    ['bmp', SAMPLE_FILES.bmp],
    ['doc', SAMPLE_FILES.doc],
  ])('recognises %s', (type, bytes) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it.each([
    ['a Windows executable', SAMPLE_FILES.exe],
    ['an ELF executable', SAMPLE_FILES.elf],
    ['a zip (docx) file', Buffer.from('PK\u0003\u0004word/document.xml')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
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
