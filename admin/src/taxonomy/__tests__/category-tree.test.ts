import { categoryTree, swapped, withDescendants, type CategoryRecord } from '../category-tree';
import { withoutEmptyTexts } from '../translations';

const category = (id: number, parent: number | null, position: number): CategoryRecord => ({
  id,
  parent,
  position,
  translations: { pl: { name: `K${id}` } },
  version: 0,
});
const categories = [
  category(1, null, 2),
  category(2, null, 1),
  category(3, 1, 1),
  category(4, 3, 1),
  category(5, 1, 0),
];

describe('the category tree', () => {
  it('lists each category under its parent, siblings in their order, with its depth', () => {
    expect(categoryTree(categories).map((row) => `${'-'.repeat(row.depth)}${row.category.id}`)).toEqual([
      '2',
      '1',
      '-5',
      '-3',
      '--4',
    ]);
  });

  it('never offers a category or its subcategories as its own parent', () => {
    expect([...withDescendants(categories, 1)].sort()).toEqual([1, 3, 4, 5]);
  });

  it('moves a category up by exchanging positions with the sibling before it', () => {
    const [first, second] = categoryTree(categories);
    expect(swapped(second.category, first.category).map(([c, position]) => [c.id, position])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const tied = swapped(category(7, null, 3), category(6, null, 3));
    expect(tied.map(([c, position]) => [c.id, position])).toEqual([
      [7, 3],
      [6, 4],
    ]);
  });
});

describe('a form’s texts', () => {
  it('leave out an empty English or French text, and keep Polish ones (empty optional ones as null)', () => {
    expect(
      withoutEmptyTexts({
        translations: { pl: { name: 'Krzesła', description: '' }, en: { name: '', slug: 'chairs' }, fr: null },
      }).translations,
    ).toEqual({ pl: { name: 'Krzesła', description: null }, en: { slug: 'chairs' }, fr: {} });
  });
});
