import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody, Collection, Product, ProductSummary } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { renderProductSheet } from '../../media/product-sheet';

// The drawing itself, watched: how many sheets a burst of downloads draws.
jest.mock('../../media/product-sheet', () => {
  const actual = jest.requireActual<typeof import('../../media/product-sheet')>('../../media/product-sheet');
  return { ...actual, renderProductSheet: jest.fn(actual.renderProductSheet) };
});
const drawings = jest.mocked(renderProductSheet);

/** Text and page count of a PDF, as poppler sees it. */
function readPdf(t: TestApp, bytes: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(t.dir, name);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { text, pages };
}

describe('GET /api/products/{id}/pdf', () => {
  let t: TestApp;
  let swivel: ProductSummary;
  beforeAll(async () => {
    t = await createTestApp();
    const list = await t.get<Collection<ProductSummary>>('/api/products?pagination=false', { 'accept-locale': 'pl' });
    const found = list.body.member.find((product) => product.category.name === 'Krzesła obrotowe');
    if (!found) throw new Error('the sample catalogue has no swivel chair');
    swivel = found;
  });
  afterAll(async () => {
    await t.close();
  });

  const download = (id: number | string, locale: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/products/${id}/pdf`, headers: { 'accept-locale': locale, ...headers } });

  it('prints the Polish data sheet with every diacritic, one or two pages long', async () => {
    const response = await download(swivel.id, 'pl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-language']).toBe('pl');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="product-card-${swivel.slug}.pdf"; filename*=UTF-8''${encodeURIComponent(`product-card-${swivel.name}.pdf`)}`,
    );
    const { text, pages } = readPdf(t, response.rawPayload, 'pl.pdf');
    expect(text).toContain(swivel.name);
    expect(text).toContain('Krzesła obrotowe');
    expect(text).toContain('Karta produktu');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  it('prints the sizes, technical data, logistics and fabric collections of the product', async () => {
    const product = (await t.get<Product>(`/api/products/${swivel.id}`, { 'accept-locale': 'pl' })).body;
    const { text } = readPdf(t, (await download(swivel.id, 'pl')).rawPayload, 'sections.pdf');
    const flat = text.replace(/\s+/g, ' ');
    for (const block of product.blocks.filter((b) =>
      ['product_sizes', 'product_data', 'product_logistic'].includes(b.type),
    )) {
      expect(flat).toContain(block.name);
    }
    const pattern = product.patternCollections[0]?.patterns[0];
    if (pattern) expect(flat).toContain(pattern.code);
  });

  it('speaks French when asked', async () => {
    const product = (await t.get<Product>(`/api/products/${swivel.id}`, { 'accept-locale': 'fr' })).body;
    const response = await download(swivel.id, 'fr');
    expect(response.headers['content-language']).toBe('fr');
    const { text } = readPdf(t, response.rawPayload, 'fr.pdf');
    expect(text).toContain('Fiche produit');
    expect(text).toContain(product.category.name);
    expect(text).toMatch(/Page 1 sur [12]/);
  });

  it('gives the same bytes twice and answers 304 to a matching If-None-Match', async () => {
    const first = await download(swivel.id, 'pl');
    const second = await download(swivel.id, 'pl');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const cached = await download(swivel.id, 'pl', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('draws a sheet once per product and language, however many ask at once, and answers 304 without drawing', async () => {
    const other = (await t.get<Collection<ProductSummary>>('/api/products?pagination=false')).body.member.find(
      (product) => product.id !== swivel.id,
    );
    if (!other) throw new Error('the sample catalogue has one product only');
    drawings.mockClear();
    const burst = await Promise.all(Array.from({ length: 20 }, () => download(other.id, 'en')));
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(burst.map((response) => response.headers.etag)).size).toBe(1);
    expect(drawings).toHaveBeenCalledTimes(1);

    const etag = String(burst[0]?.headers.etag);
    const revalidated = await download(other.id, 'en', { 'if-none-match': `W/${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect((await download(other.id, 'en')).rawPayload.equals(burst[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(drawings).toHaveBeenCalledTimes(1);

    const french = await download(other.id, 'fr', { 'if-none-match': etag });
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
    expect(drawings).toHaveBeenCalledTimes(2);
  });

  it('answers 400 naming the parameter for a non-numeric id, 404 for an unknown product', async () => {
    const bad = await download('nova', 'pl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().message).toContain('id');
    const missing = await download(999999, 'pl');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>().code).toBe('404');
  });
});
