import type { Product } from '@ergoforma/shared-contracts';
import { fakeApiClient } from '@ergoforma/shared-contracts/testing';
import { collection, product, productSummary } from '../../../testing/catalogue-fixtures';
import { loadSimilarProducts } from '../api/load-similar-products';

function fakeApi(list: jest.Mock) {
  return fakeApiClient({ products: { list } });
}

const current = (overrides: Partial<Product> = {}) =>
  product({ id: 7, category: { id: 4, name: 'Fotele', slug: 'fotele' }, ...overrides });

describe('loadSimilarProducts', () => {
  it('uses the preloaded list when present, ignoring plain strings, without asking the API', async () => {
    const list = jest.fn();
    const similar = await loadSimilarProducts(
      fakeApi(list),
      current({ similarProducts: ['Sofia', productSummary(12), 'Loft'] }),
    );
    expect(similar.map((item) => item.id)).toEqual([12]);
    expect(list).not.toHaveBeenCalled();
  });

  it('otherwise asks for 6 products of the same category, newest first, and drops the current one', async () => {
    const list = jest.fn().mockResolvedValue(collection([8, 7, 9].map((id) => productSummary(id))));
    const similar = await loadSimilarProducts(fakeApi(list), current({ similarProducts: [] }));
    expect(list).toHaveBeenCalledWith({ itemsPerPage: 6, order: { published: 'desc' }, 'category.id': 4 });
    expect(similar.map((item) => item.id)).toEqual([8, 9]);
  });

  it('asks the API when the preloaded list holds only plain strings', async () => {
    const list = jest.fn().mockResolvedValue(collection([productSummary(8)]));
    const similar = await loadSimilarProducts(fakeApi(list), current({ similarProducts: ['Sofia', 'Loft'] }));
    expect(list).toHaveBeenCalledTimes(1);
    expect(similar.map((item) => item.id)).toEqual([8]);
  });

  it('shows at most 5 of the 6 fetched', async () => {
    const list = jest.fn().mockResolvedValue(collection([1, 2, 3, 4, 5, 6].map((id) => productSummary(id))));
    const similar = await loadSimilarProducts(fakeApi(list), current({ similarProducts: [] }));
    expect(similar.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('only logs a failed request: the page shows without the strip', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = jest.fn().mockRejectedValue(new Error('API unreachable'));
    await expect(loadSimilarProducts(fakeApi(list), current({ similarProducts: [] }))).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('Similar products of product 7 could not be loaded', expect.any(Error));
    error.mockRestore();
  });

  it('loads nothing when showSimilarProducts is not set', async () => {
    const list = jest.fn();
    expect(
      await loadSimilarProducts(fakeApi(list), current({ showSimilarProducts: false, similarProducts: [] })),
    ).toEqual([]);
    expect(list).not.toHaveBeenCalled();
  });
});
