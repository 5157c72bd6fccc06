// sitemap.xml follows the content: kept for minutes, but made again as soon as the API's content version changes
// (a product unpublished leaves it at once, not when the minutes are up).
import { fakeApiClient } from '@ergoforma/shared-contracts/testing';
import { SitemapIndex } from '../sitemap-xml';

const node = { id: 1, slug: 'produkty/{category}/{product}', nodeType: 'product', action: 'show', resolver: null };
const product = (id: number, slug: string) => ({ id, slug, path: `/produkty/fotele/${slug}` });

test('sitemap.xml is made again when the content version changes, and kept while it does not', async () => {
  let products = [product(1, 'nova'), product(3, 'lambda')];
  const list = jest.fn(async () => ({ member: products, totalItems: products.length }));
  const api = fakeApiClient({
    sitemapNodes: { list: async () => ({ member: [node], totalItems: 1 }) },
    products: { list },
  } as never);
  let version = '7';
  const index = new SitemapIndex(
    'https://www.ergoforma.test',
    () => api,
    300_000,
    () => version,
  );

  expect(await index.xml()).toContain('/produkty/fotele/lambda</loc>');
  products = [product(1, 'nova')];
  expect(await index.xml()).toContain('/produkty/fotele/lambda</loc>');
  version = '8';
  const xml = await index.xml();
  expect(xml).not.toContain('/produkty/fotele/lambda</loc>');
  expect(xml).toContain('/produkty/fotele/nova</loc>');
});
