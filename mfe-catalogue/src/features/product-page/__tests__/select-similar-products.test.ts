import { productSummary } from '../../../testing/catalogue-fixtures';
import { selectSimilarProducts } from '../utils/select-similar-products';

describe('selectSimilarProducts', () => {
  it('ignores plain-string items', () => {
    expect(selectSimilarProducts(['Aruba', productSummary(2), 'Lambda'], 1).map((p) => p.id)).toEqual([2]);
  });

  it('removes the current product', () => {
    expect(selectSimilarProducts([productSummary(1), productSummary(2)], 1).map((p) => p.id)).toEqual([2]);
  });

  it('shows at most 5, in the given order', () => {
    const items = [9, 8, 7, 6, 5, 4].map((id) => productSummary(id));
    expect(selectSimilarProducts(items, 1).map((p) => p.id)).toEqual([9, 8, 7, 6, 5]);
  });

  it('fills up to 5 after removing strings and the current product', () => {
    const items = ['x', productSummary(1), ...[2, 3, 4, 5, 6, 7].map((id) => productSummary(id))];
    expect(selectSimilarProducts(items, 1).map((p) => p.id)).toEqual([2, 3, 4, 5, 6]);
  });
});
