// A cached page is compressed once, yet each response carries its own nonce: every encoding must decode to the
// page with exactly that nonce.
import zlib from 'node:zlib';
import { compressHtml, createNonce, encodedBody, NONCE_LENGTH } from '../cached-page';

function page(nonce: string): string {
  const rows = Array.from({ length: 300 }, (_, i) => `<li class="item">Krzesło obrotowe ${i % 17} – opis</li>`);
  return [
    '<!doctype html><html lang="pl"><head>',
    `<style nonce="${nonce}">:root{--brand:#199ecb}</style>`,
    `<link rel="preload" as="script" href="/a.js" nonce="${nonce}">`,
    `<script src="/assets/main.js" nonce="${nonce}" defer></script>`,
    `</head><body><ul>${rows.join('')}</ul>`,
    `<script nonce="${nonce}">self.x=1</script></body></html>`,
  ].join('\n');
}

describe('a cached page', () => {
  const rendered = createNonce();
  const html = page(rendered);

  it('makes nonces of one length', () => {
    expect(createNonce()).toHaveLength(NONCE_LENGTH);
    expect(createNonce()).not.toBe(createNonce());
  });

  it('decodes, in every encoding, to the page with the nonce of the response', async () => {
    const cached = await compressHtml(html, rendered);
    expect(cached.deflated).toHaveLength(5);
    expect(cached.brotli).not.toBeNull();
    for (let i = 0; i < 3; i += 1) {
      const nonce = createNonce();
      const expected = page(nonce);
      const identity = Buffer.concat(encodedBody(cached, null, nonce)!).toString();
      const brotli = zlib.brotliDecompressSync(Buffer.concat(encodedBody(cached, 'br', nonce)!)).toString();
      const gzip = zlib.gunzipSync(Buffer.concat(encodedBody(cached, 'gzip', nonce)!)).toString();
      expect(identity).toBe(expected);
      expect(brotli).toBe(expected);
      expect(gzip).toBe(expected);
    }
  });

  it('compresses well in both encodings', async () => {
    const cached = await compressHtml(html, rendered);
    const size = (buffers: Buffer[] | null) => Buffer.concat(buffers!).length;
    expect(size(encodedBody(cached, 'br', createNonce()))).toBeLessThan(html.length / 5);
    expect(size(encodedBody(cached, 'gzip', createNonce()))).toBeLessThan(html.length / 5);
  });

  it('keeps only compressed bytes, all of them counted, and nothing more', async () => {
    const cached = await compressHtml(html, rendered);
    const held = cached.deflated.reduce((total, part) => total + part.bytes.length + part.zeros.byteLength, 0);
    expect(cached.bytes).toBe(held + cached.brotli!.bytes.length);
    expect(cached.bytes).toBeLessThan(html.length / 2);
    // No run is a view into a larger buffer (zlib's output chunk) that the cache would hold without counting it.
    for (const part of cached.deflated)
      expect(part.bytes.buffer.byteLength).toBeLessThanOrEqual(Math.max(8192, part.bytes.length));
  });

  it('works for a page without a nonce', async () => {
    const plain = '<!doctype html><p>no scripts</p>';
    const cached = await compressHtml(plain, '');
    expect(zlib.brotliDecompressSync(Buffer.concat(encodedBody(cached, 'br', 'x')!)).toString()).toBe(plain);
    expect(zlib.gunzipSync(Buffer.concat(encodedBody(cached, 'gzip', 'x')!)).toString()).toBe(plain);
  });
});
