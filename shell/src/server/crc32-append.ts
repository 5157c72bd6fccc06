// CRC-32 of a concatenation from the CRC-32 of its pieces, without their bytes: the gzip trailer of a cached page
// (cached-page.ts) covers the page with each response's nonce, while only the page's compressed bytes are kept.
// CRC-32 is linear over GF(2): crc(A + B) = Z(crc(A)) xor crc(B), where Z is "feed len(B) zero bytes", a 32x32
// bit matrix that depends on len(B) alone (the method of zlib's crc32_combine). The matrix of each piece is
// worked out once, when the page is stored; appending a piece then costs 32 steps.

/** A 32x32 bit matrix over GF(2): entry n is the image of the vector with only bit n set. */
type BitMatrix = Uint32Array;

function times(matrix: BitMatrix, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit += 1, vector >>>= 1) {
    if (vector & 1) sum ^= matrix[bit];
  }
  return sum >>> 0;
}

function compose(outer: BitMatrix, inner: BitMatrix): BitMatrix {
  return inner.map((column) => times(outer, column));
}

const IDENTITY: BitMatrix = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);

/** The matrix of one zero bit: shift right, xor the reflected polynomial when the low bit falls out. */
const ONE_ZERO_BIT: BitMatrix = Uint32Array.from({ length: 32 }, (_, bit) =>
  bit === 0 ? 0xedb88320 : (1 << (bit - 1)) >>> 0,
);

/** The matrix that appends `length` zero bytes to a CRC-32. */
export function zerosMatrix(length: number): BitMatrix {
  let result = IDENTITY;
  // Powers by squaring: start from one zero byte (2^3 zero bits), square for each bit of `length`.
  let power = compose(ONE_ZERO_BIT, ONE_ZERO_BIT);
  power = compose(power, power);
  power = compose(power, power);
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = compose(power, result);
    power = compose(power, power);
  }
  return result;
}

/** The CRC-32 of `A + B`, from crc(A), crc(B) and the zerosMatrix of B's length. */
export function crc32Append(crcBefore: number, crcOfPiece: number, zerosOfPiece: BitMatrix): number {
  return (times(zerosOfPiece, crcBefore) ^ crcOfPiece) >>> 0;
}
