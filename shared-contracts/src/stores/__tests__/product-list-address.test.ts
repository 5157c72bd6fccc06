import { productListHref } from '../product-list-address';

describe('productListHref', () => {
  it('puts each selected tag once into the address, in order, the way the catalogue reads it', () => {
    expect(productListHref('/en/products', [2])).toBe('/en/products?tag=2');
    expect(productListHref('/produkty', [3, 5, 3])).toBe('/produkty?tag=3&tag=5');
  });

  it('is the bare list without a selection', () => {
    expect(productListHref('/produkty', [])).toBe('/produkty');
  });
});
