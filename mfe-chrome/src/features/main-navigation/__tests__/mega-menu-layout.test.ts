import { categoryItem, menuItem } from '../../../testing/menu-fixtures';
import { CATEGORIES, productSummary, TAGS } from '../../../testing/product-fixtures';
import {
  findNewProductsTag,
  groupProductsByCategory,
  opensToLeft,
  productLimit,
  productsOfColumn,
  submenuLayout,
} from '../utils/mega-menu-layout';

describe('product mega-menu rules', () => {
  it('shows up to 999 products in the first column and 27 in the others', () => {
    expect(productLimit(0)).toBe(999);
    expect(productLimit(1)).toBe(27);
    expect(productLimit(5)).toBe(27);
  });

  it.each([
    [1, 'two'],
    [11, 'two'],
    [12, 'three'],
    [29, 'three'],
    [30, 'four'],
    [400, 'four'],
  ] as const)('lays %i items out in %s columns', (count, layout) => {
    expect(submenuLayout(count)).toBe(layout);
  });

  it('opens the submenus of columns with an index above 2 to the left', () => {
    expect([0, 1, 2, 3, 4, 6].map(opensToLeft)).toEqual([false, false, false, true, true, true]);
  });

  it('groups products by category name, keeping the name order of the API', () => {
    const products = [
      productSummary('Arm 2D', { id: 5, name: 'Podłokietniki', slug: 'podlokietniki' }),
      productSummary('Base Alu', CATEGORIES.bases),
      productSummary('Flex', CATEGORIES.swivel),
      productSummary('Now', CATEGORIES.swivel),
    ];
    const groups = groupProductsByCategory(products);
    expect(groups.map((group) => [group.category.name, group.products.map((product) => product.name)])).toEqual([
      ['Podłokietniki', ['Arm 2D']],
      ['Bazy', ['Base Alu']],
      ['Krzesła obrotowe', ['Flex', 'Now']],
    ]);
  });

  it('matches a column to its products by category id, else by category name', () => {
    const groups = groupProductsByCategory([
      productSummary('Flex', CATEGORIES.swivel),
      productSummary('Base Alu', CATEGORIES.bases),
    ]);
    // The column's name differs from the category's: the id decides.
    expect(
      productsOfColumn(categoryItem('Swivel chairs', '/en/products/swivel-chairs', [], 1), groups).map((p) => p.name),
    ).toEqual(['Flex']);
    // No id on the item: the name decides.
    expect(productsOfColumn(menuItem({ name: 'Bazy', type: 'Category' }), groups).map((p) => p.name)).toEqual([
      'Base Alu',
    ]);
    expect(productsOfColumn(categoryItem('Fotele', '/produkty/fotele', [], 4), groups)).toEqual([]);
  });

  it.each([
    ['pl', 'nowosc'],
    ['en', 'new'],
    ['fr', 'nouveaute'],
  ] as const)('finds the new-products tag of %s by its slug', (locale, slug) => {
    expect(findNewProductsTag(TAGS[locale], locale)).toMatchObject({ id: 2, slug });
    expect(findNewProductsTag(TAGS.pl, 'en')).toBeNull();
  });
});
