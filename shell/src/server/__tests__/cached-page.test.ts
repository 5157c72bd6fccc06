// A cached page is compressed once and sent as it is: every encoding decodes to the page, and the cache holds only
// the compressed bytes, all of them counted.
import zlib from 'node:zlib';
import { compressHtml, encodedBody } from '../cached-page';

const rows = Array.from({ length: 300 }, (_, i) => `<li class="item">Krzesło obrotowe ${i % 17} – opis</li>`);
const html = Buffer.from(
  [
    '<!doctype html><html lang="pl"><head>',
    '<style>:root{--brand:#199ecb}</style>',
    '<script>(function(){})()</script>',
    `</head><body><ul>${rows.join('')}</ul></body></html>`,
  ].join('\n'),
);

describe('a cached page', () => {
  it('decodes, in every encoding, to the page', async () => {
    const cached = await compressHtml(html);
    expect(zlib.brotliDecompressSync(encodedBody(cached, 'br'))).toEqual(html);
    expect(zlib.gunzipSync(encodedBody(cached, 'gzip'))).toEqual(html);
    expect(encodedBody(cached, null)).toEqual(html);
  });

  it('sends the same bytes to every visitor', async () => {
    const cached = await compressHtml(html);
    expect(encodedBody(cached, 'br')).toEqual(encodedBody(cached, 'br'));
    expect(encodedBody(cached, 'gzip')).toEqual(encodedBody(cached, 'gzip'));
  });

  it('keeps only compressed bytes, all of them counted, and nothing more', async () => {
    const cached = await compressHtml(html);
    expect(cached.bytes).toBe(cached.brotli.length + cached.gzip.length);
    expect(cached.bytes).toBeLessThan(html.length / 5);
    // Neither is a view into a larger buffer (zlib's output chunk, Node's pool) that the cache would hold uncounted.
    expect(cached.brotli.buffer.byteLength).toBe(cached.brotli.length);
    expect(cached.gzip.buffer.byteLength).toBe(cached.gzip.length);
  });
});
