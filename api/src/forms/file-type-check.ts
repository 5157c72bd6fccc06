// What an uploaded file is: the format a maintained detector (file-type) finds in its bytes, never its name or the
// client's content type, confirmed by a look at its structure, so a file that only starts like an accepted format
// (a script after 'BM', an executable after '%PDF-') is refused. PDFs that can run anything (JavaScript, actions
// on opening, launching programs, embedded files) are refused as well: they are mailed to people who open them.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { DetectedFileType } from './magic-bytes';

/** file-type's extension of each accepted format ('cfb': the OLE compound file of Word 97-2003 .doc files). */
const ACCEPTED: Readonly<Record<string, DetectedFileType>> = {
  pdf: 'pdf',
  cfb: 'doc',
  jpg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
};

/** PDF names that make a reader act rather than show: scripts, actions, launches, forms sent out, attachments. */
const ACTIVE_PDF_NAMES =
  /\/(?:JS|JavaScript|OpenAction|AA|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE|Sound|Movie)(?![A-Za-z0-9])/;
/** Inflated stream bytes read at most (compressed object streams hide names; a bomb must not fill the memory). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** A name may spell a letter as #xx ('/J#61vaScript'): decoded first. */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The bytes of every Flate stream, inflated, as Latin-1 text; null when they would exceed the bound. */
function inflatedStreams(text: string, bytes: Buffer): string[] | null {
  const found: string[] = [];
  let total = 0;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES - total });
      total += inflated.length;
      found.push(inflated.toString('latin1'));
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
      // Not Flate (an image, say): its bytes hold no names.
    }
  }
  return found;
}

/** A PDF whose header, objects, trailer and end mark are where they belong, with no active content. */
export function isSafePdf(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d[\r\n ]/.test(text)) return false;
  // Bounded repeats: an unbounded \s+ over megabytes of padding ran the regular expression engine out of stack.
  if (!/\d{1,10}\s{1,256}\d{1,5}\s{1,256}obj\b/.test(text) || !/(?:trailer|\/XRef\b)/.test(text)) return false;
  if (!text.slice(-1024).includes('%%EOF')) return false;
  const streams = inflatedStreams(text, bytes);
  if (streams === null) return false;
  return ![text, ...streams].some((part) => ACTIVE_PDF_NAMES.test(decodeNames(part)));
}

/** A Windows bitmap whose header describes exactly the pixels the file holds. */
function isBmp(bytes: Buffer): boolean {
  if (bytes.length < 26) return false;
  const fileSize = bytes.readUInt32LE(2);
  const pixelOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (fileSize !== bytes.length || ![12, 40, 52, 56, 108, 124].includes(headerSize)) return false;
  if (bytes.length < 14 + headerSize || pixelOffset < 14 + headerSize || pixelOffset >= bytes.length) return false;
  const core = headerSize === 12;
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const height = Math.abs(core ? bytes.readInt16LE(20) : bytes.readInt32LE(22));
  const planes = bytes.readUInt16LE(core ? 22 : 26);
  const bitsPerPixel = bytes.readUInt16LE(core ? 24 : 28);
  if (width <= 0 || height === 0 || planes !== 1 || ![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) return false;
  const compression = core ? 0 : bytes.readUInt32LE(30);
  // Uncompressed rows are padded to 4 bytes; compressed pixels are shorter, never longer.
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  return compression !== 0 || bytes.length - pixelOffset >= rowBytes * height;
}

/** An OLE compound file header (Word 97-2003): little-endian mark, 512- or 4096-byte sectors. */
function isCompoundFile(bytes: Buffer): boolean {
  if (bytes.length < 512 || bytes.readUInt16LE(28) !== 0xfffe) return false;
  const sectorShift = bytes.readUInt16LE(30);
  return sectorShift === 9 || sectorShift === 12;
}

/** An image (a file or its bytes) that decodes to pixels of that format. */
export async function decodes(input: string | Buffer, format: 'jpeg' | 'png' | 'webp'): Promise<boolean> {
  try {
    const image = sharp(input, { failOn: 'error' });
    if ((await image.metadata()).format !== format) return false;
    await image.stats(); // reads every pixel
    return true;
  } catch {
    return false;
  }
}

/** The accepted format the file at `file` is, or null when it is none of them or does not hold together. */
export async function identifyUpload(file: string): Promise<DetectedFileType | null> {
  const detected = await fileTypeFromFile(file);
  const type = detected ? ACCEPTED[detected.ext] : undefined;
  if (type === undefined) return null;
  if (type === 'jpeg' || type === 'png') return (await decodes(file, type)) ? type : null;
  const bytes = await readFile(file);
  const valid = type === 'pdf' ? isSafePdf(bytes) : type === 'bmp' ? isBmp(bytes) : isCompoundFile(bytes);
  return valid ? type : null;
}
