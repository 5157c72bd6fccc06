// The gzip trailer of a cached page is computed from its parts' CRC-32s: appending must give the CRC-32 of the
// concatenation, for any length of the appended part.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { crc32Append, zerosMatrix } from '../crc32-append';

describe('crc32Append', () => {
  it.each([0, 1, 2, 7, 100, 4096, 65_537, 155_123])('gives the CRC-32 of A + B for a B of %i bytes', (length) => {
    const before = randomBytes(41);
    const piece = randomBytes(length);
    expect(crc32Append(zlib.crc32(before), zlib.crc32(piece), zerosMatrix(length))).toBe(
      zlib.crc32(Buffer.concat([before, piece])),
    );
  });

  it('chains over many pieces, as the trailer does', () => {
    const pieces = [randomBytes(3000), Buffer.from('nonce-nonce-nonce'), randomBytes(12), randomBytes(70_000)];
    const crc = pieces.reduce((sum, piece) => crc32Append(sum, zlib.crc32(piece), zerosMatrix(piece.length)), 0);
    expect(crc).toBe(zlib.crc32(Buffer.concat(pieces)));
  });
});
