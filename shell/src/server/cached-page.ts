// A finished page kept for reuse: its HTML compressed once (brotli and gzip), yet every response carries a fresh
// CSP nonce. The page was rendered with some nonce; each place it occurs is a slot that every response fills
// with its own nonce, without compressing again. Only the compressed bytes are kept (the HTML itself would be
// four times their size); the rare client that accepts neither encoding gets the gzip runs inflated:
// - identity: each part inflated from its deflate run, the nonce written between the parts;
// - brotli: the encoder is flushed right before each slot and right after it, and the slot includes the two
//   bytes that follow the nonce (so the literal context of what comes next never depends on the nonce). The slot
//   then stands verbatim in the compressed bytes and is overwritten per response. Checked once, here: with a
//   filler that differs in every byte, the bytes must decode to exactly the HTML with that filler (nothing
//   refers back into a slot); otherwise the page is kept without brotli;
// - gzip: each part is its own raw deflate run ending on a full flush (byte-aligned, no reference across), the
//   nonce goes in a stored block between runs, and the gzip trailer (CRC-32, length) is computed per response
//   from each part's CRC-32 and length (crc32-append.ts).
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { Encoding } from './content-encoding';
import { crc32Append, zerosMatrix } from './crc32-append';

export const NONCE_LENGTH = 24;

/** A fresh nonce: 18 random bytes, 24 base64 characters (no padding: every nonce has the same length). */
export function createNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Bytes after the nonce kept in the brotli slot: the closing quote and the next character of the markup. */
const SLOT_TAIL = 2;
/**
 * Compression levels of a cached page. Higher ones barely pay on a 150 KB page: brotli 9 saves 2 % over 6 for
 * nine times the CPU (75 ms against 8) and an encoder of 13 MB against 2.5 MB; gzip 9 saves 1 % over 6.
 */
const BROTLI_QUALITY = 6;
/**
 * Tries with new random fillers before a page is kept without brotli: the encoder sometimes codes a filler's
 * base64 characters instead of storing them verbatim (one page in five at quality 6, one in three at 9).
 */
const BROTLI_ATTEMPTS = 3;
const DEFLATE_LEVEL = 6;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

interface BrotliBody {
  bytes: Buffer;
  /** Offset of each slot's nonce in `bytes`. */
  slots: number[];
}

/** One part of the HTML between slots, kept as a raw deflate run with what the gzip trailer needs. */
interface DeflatedPart {
  bytes: Buffer;
  length: number;
  crc: number;
  /** zerosMatrix(length): appends this part to the CRC-32 of what precedes it. */
  zeros: Uint32Array;
}

export interface CompressedHtml {
  /** One raw deflate run per part of the HTML between slots. */
  deflated: DeflatedPart[];
  brotli: BrotliBody | null;
  /** Memory held, for the cache's byte budget. */
  bytes: number;
}

function splitAtNonce(html: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [html];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce); at >= 0; at = html.indexOf(nonce, from)) {
    parts.push(html.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function brotliEncode(chunks: Array<{ bytes: Buffer; flush: boolean }>, sizeHint: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const encoder = zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
      },
    });
    const output: Buffer[] = [];
    encoder.on('data', (chunk: Buffer) => output.push(chunk));
    encoder.on('error', reject);
    encoder.on('end', () => resolve(Buffer.concat(output)));
    for (const { bytes, flush } of chunks) {
      encoder.write(bytes);
      if (flush) encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH);
    }
    encoder.end();
  });
}

/** A filler that differs from `filler` in every byte. */
function unlike(filler: Buffer): Buffer {
  return Buffer.from(filler.map((byte) => (byte === 0x41 ? 0x42 : 0x41)));
}

function fillSlots(bytes: Buffer, slots: number[], fillers: Buffer[]): Buffer {
  const copy = Buffer.from(bytes);
  slots.forEach((at, index) => fillers[index].copy(copy, at));
  return copy;
}

function joinWith(parts: Buffer[], fillers: Buffer[]): Buffer {
  return Buffer.concat(parts.flatMap((part, index) => (index < fillers.length ? [part, fillers[index]] : [part])));
}

async function brotliWithSlots(parts: Buffer[]): Promise<BrotliBody | null> {
  const slotCount = parts.length - 1;
  if (parts.slice(1).some((part) => part.length < SLOT_TAIL)) return null;
  // Each slot gets its own random filler, so that no slot can be encoded as a copy of another.
  const fillers = Array.from({ length: slotCount }, () => Buffer.from(createNonce()));
  const chunks = [{ bytes: parts[0], flush: slotCount > 0 }];
  parts.slice(1).forEach((part, index) => {
    chunks.push({ bytes: Buffer.concat([fillers[index], part.subarray(0, SLOT_TAIL)]), flush: true });
    chunks.push({ bytes: part.subarray(SLOT_TAIL), flush: index < slotCount - 1 });
  });
  const bytes = await brotliEncode(
    chunks,
    chunks.reduce((total, chunk) => total + chunk.bytes.length, 0),
  );

  const slots: number[] = [];
  for (const filler of fillers) {
    const at = bytes.indexOf(filler);
    if (at < 0 || bytes.indexOf(filler, at + 1) >= 0) return null;
    slots.push(at);
  }
  const probes = fillers.map(unlike);
  try {
    if (!zlib.brotliDecompressSync(fillSlots(bytes, slots, probes)).equals(joinWith(parts, probes))) return null;
  } catch {
    return null;
  }
  return { bytes, slots };
}

function deflateParts(parts: Buffer[]): DeflatedPart[] {
  return parts.map((part, index) => {
    const run = zlib.deflateRawSync(part, {
      level: DEFLATE_LEVEL,
      finishFlush: index < parts.length - 1 ? zlib.constants.Z_FULL_FLUSH : zlib.constants.Z_FINISH,
    });
    // A short run is a view into zlib's 16 KB output chunk: copied into memory of its own size, the cache keeps only
    // its own bytes (Buffer.from would copy a small run into Node's shared pool, 64 KB on Node 24).
    const bytes = Buffer.allocUnsafeSlow(run.length);
    run.copy(bytes);
    return { bytes, length: part.length, crc: zlib.crc32(part), zeros: zerosMatrix(part.length) };
  });
}

/** Compresses `html` (UTF-8 when a Buffer), which was rendered with `nonce` ('' when it has none). */
export async function compressHtml(html: string | Buffer, nonce: string): Promise<CompressedHtml> {
  const parts = splitAtNonce(typeof html === 'string' ? Buffer.from(html) : html, nonce);
  const deflated = deflateParts(parts);
  let brotli: BrotliBody | null = null;
  for (let attempt = 0; attempt < BROTLI_ATTEMPTS && !brotli; attempt += 1) brotli = await brotliWithSlots(parts);
  const deflatedBytes = deflated.reduce((total, part) => total + part.bytes.length + part.zeros.byteLength, 0);
  return { deflated, brotli, bytes: deflatedBytes + (brotli?.bytes.length ?? 0) };
}

/** The HTML of each part, inflated from its deflate run (a run before a slot has no final block). */
function inflateParts(page: CompressedHtml): Buffer[] {
  return page.deflated.map((part) => zlib.inflateRawSync(part.bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
}

function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // not final, stored; the rest of the byte is padding (the stream is byte-aligned here)
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The bytes to send for one response, with `nonce` in every slot; null when that encoding is not available. */
export function encodedBody(page: CompressedHtml, encoding: Encoding | null, nonce: string): Buffer[] | null {
  const nonceBytes = Buffer.from(nonce);
  if (encoding === null) {
    return inflateParts(page).flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  }
  if (encoding === 'br') {
    if (!page.brotli) return null;
    const { bytes, slots } = page.brotli;
    const out: Buffer[] = [];
    let from = 0;
    for (const at of slots) {
      out.push(bytes.subarray(from, at), nonceBytes);
      from = at + NONCE_LENGTH;
    }
    out.push(bytes.subarray(from));
    return out;
  }
  let crc = 0;
  let length = 0;
  const out: Buffer[] = [GZIP_HEADER];
  page.deflated.forEach((part, index) => {
    if (index > 0) {
      out.push(storedBlock(nonceBytes));
      crc = zlib.crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    out.push(part.bytes);
    crc = crc32Append(crc, part.crc, part.zeros);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(trailer);
  return out;
}
