import { addItem, changeItem, itemIds, moveBefore, moveItem, removeItem, withType, type MenuItem } from '../menu-tree';

const item = (id: number, children?: MenuItem[]): MenuItem => ({
  id,
  name: `P${id}`,
  type: 'Empty',
  url: null,
  page: null,
  category: null,
  sitemapNode: null,
  ...(children === undefined ? {} : { children }),
});
// 1 (11, 12 (121)), 2, 3
const tree = [item(1, [item(11), item(12, [item(121)])]), item(2), item(3)];

/** The tree as `1(11,12(121)),2,3`. */
const shape = (items: readonly MenuItem[]): string =>
  items
    .map((each) =>
      each.children !== undefined && each.children.length > 0 ? `${each.id}(${shape(each.children)})` : `${each.id}`,
    )
    .join(',');

describe('the menu tree editor’s moves', () => {
  it('moves an item up and down among its siblings, and not past either end', () => {
    expect(shape(moveItem(tree, 2, 'up'))).toBe('2,1(11,12(121)),3');
    expect(shape(moveItem(tree, 11, 'down'))).toBe('1(12(121),11),2,3');
    expect(moveItem(tree, 1, 'up')).toBe(tree);
    expect(moveItem(tree, 3, 'down')).toBe(tree);
    expect(shape(tree)).toBe('1(11,12(121)),2,3');
  });

  it('moves an item in, to the end of the item before it, and out, to just after its parent', () => {
    expect(shape(moveItem(tree, 2, 'in'))).toBe('1(11,12(121),2),3');
    expect(shape(moveItem(tree, 12, 'in'))).toBe('1(11(12(121))),2,3');
    expect(shape(moveItem(tree, 121, 'out'))).toBe('1(11,12,121),2,3');
    expect(shape(moveItem(tree, 11, 'out'))).toBe('1(12(121)),11,2,3');
    expect(moveItem(tree, 1, 'in')).toBe(tree);
    expect(moveItem(tree, 2, 'out')).toBe(tree);
  });

  it('drops an item before another, in any list, but never into its own subtree', () => {
    expect(shape(moveBefore(tree, 3, 11))).toBe('1(3,11,12(121)),2');
    expect(shape(moveBefore(tree, 121, 2))).toBe('1(11,12),121,2,3');
    expect(moveBefore(tree, 1, 121)).toBe(tree);
    expect(moveBefore(tree, 1, 1)).toBe(tree);
  });

  it('adds, changes and removes items; a removed item takes its children with it', () => {
    const added = addItem(tree, 4, 'Nowa');
    expect(shape(added)).toBe('1(11,12(121)),2,3,4');
    expect(changeItem(added, 121, { name: 'Zmieniona' })[0]?.children?.[1]?.children?.[0]?.name).toBe('Zmieniona');
    expect(shape(removeItem(tree, 12))).toBe('1(11),2,3');
    expect(itemIds(tree)).toEqual([1, 11, 12, 121, 2, 3]);
  });

  it('saves the shape the API takes: nested children, each item’s own fields kept, one link for its type', () => {
    const withExtra = [{ ...item(5), cssClass: 'more', headline: 'Nagłówek' }, item(6)];
    const moved = moveItem(withExtra, 6, 'in');
    expect(moved).toEqual([{ ...item(5), cssClass: 'more', headline: 'Nagłówek', children: [item(6)] }]);
    const linked = { ...item(7), type: 'Page' as const, page: 2 };
    expect(withType(linked, 'Url')).toEqual({ type: 'Url', url: null, page: null, sitemapNode: null, category: null });
    expect(withType(linked, 'Page')).toMatchObject({ page: 2 });
    expect(JSON.parse(JSON.stringify(addItem([], 8, 'Nowa')))).toMatchObject({
      0: { id: 8, name: 'Nowa', type: 'Empty', params: {} },
    });
  });
});
