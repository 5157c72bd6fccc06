// Each answer names the content it holds (Content-Keys), so the shell and a CDN can drop only the pages that show
// what a write changed; the body is not touched.
import { parseContentKeys, type Collection, type Product, type ProductSummary } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { answerKeys } from '../content-keys';

describe('Content-Keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const keysOf = (headers: Record<string, unknown>) => parseContentKeys(headers['content-keys'] as string | undefined);

  it('names a product and its category on its answer', async () => {
    const list = await t.get<Collection<ProductSummary>>('/api/products?itemsPerPage=1');
    const { slug } = list.body.member[0];
    const product = await t.get<Product>(`/api/products/${slug}`);
    expect(keysOf(product.headers)).toEqual([`category:${product.body.category.id}`, `product:${product.body.id}`]);
  });

  it('names a list by its kind, or by its category, and each item in it', async () => {
    const all = await t.get<Collection<ProductSummary>>('/api/products?itemsPerPage=3');
    expect(keysOf(all.headers)).toContain('products');
    for (const item of all.body.member) expect(keysOf(all.headers)).toContain(`product:${item.id}`);
    const category = all.body.member[0].category.id;
    const inCategory = await t.get(`/api/products?category.id=${category}`);
    expect(keysOf(inCategory.headers)).toContain(`category-products:${category}`);
    expect(keysOf(inCategory.headers)).not.toContain('products');
    // A list names its items, not what they refer to: a product's category is on its own page.
    expect(keysOf(all.headers).filter((key) => key.startsWith('category'))).toEqual([]);
  });

  it('names the content on every page, and nothing for answers that are not content', async () => {
    expect(keysOf((await t.get('/api/menus')).headers)).toEqual(['menus']);
    expect(keysOf((await t.get('/api/company')).headers)).toEqual(['company']);
    expect(keysOf((await t.get('/api/sitemap_nodes')).headers)).toEqual(['sitemap']);
    expect((await t.get('/api/search?phrase=krzeslo')).headers['content-keys']).toBeUndefined();
    expect((await t.get('/api/products/no-such-product')).headers['content-keys']).toBeUndefined();
  });

  it('leaves the body as it was', () => {
    const payload = { member: [{ id: 1, category: { id: 2 } }], totalItems: 1 };
    const before = JSON.stringify(payload);
    expect(answerKeys('/api/products', {}, payload)).toEqual(['products', 'product:1']);
    expect(JSON.stringify(payload)).toBe(before);
  });
});
