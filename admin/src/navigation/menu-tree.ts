// A menu's items as the API keeps them (menus.json: nested `children`, their order the list's) and the moves of the
// tree editor. Every move returns a new tree and leaves the one it was given alone; a move that cannot be made (the
// first item up, a top item out) returns the same tree.

export const MENU_ITEM_TYPES = ['Empty', 'Url', 'Page', 'Category'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export interface MenuItem {
  id: number;
  name: string;
  type: MenuItemType;
  url: string | null;
  page: number | null;
  category: number | null;
  sitemapNode: number | null;
  /** Left out by the API when there are none. */
  children?: MenuItem[];
  /** The fields the editor does not show (target, css class, description…), kept as they were. */
  [field: string]: unknown;
}

export type Move = 'up' | 'down' | 'in' | 'out';

const childrenOf = (item: MenuItem): MenuItem[] => item.children ?? [];

interface Place {
  siblings: MenuItem[];
  index: number;
  /** null: the top list. */
  parent: MenuItem | null;
}

/** The list holding item `id` and the item's place in it, found anywhere in the tree; null when it is not there. */
function locate(items: MenuItem[], id: number, parent: MenuItem | null = null): Place | null {
  const index = items.findIndex((item) => item.id === id);
  if (index >= 0) return { siblings: items, index, parent };
  for (const item of items) {
    const found = locate(childrenOf(item), id, item);
    if (found !== null) return found;
  }
  return null;
}

/** The tree with the list of `parentId`'s children (null: the top list) made by `change`. */
function withList(items: MenuItem[], parentId: number | null, change: (list: MenuItem[]) => MenuItem[]): MenuItem[] {
  if (parentId === null) return change(items);
  return items.map((item) =>
    item.id === parentId
      ? { ...item, children: change(childrenOf(item)) }
      : { ...item, children: withList(childrenOf(item), parentId, change) },
  );
}

const without = (list: MenuItem[], index: number) => [...list.slice(0, index), ...list.slice(index + 1)];
const inserted = (list: MenuItem[], index: number, item: MenuItem) => [
  ...list.slice(0, index),
  item,
  ...list.slice(index),
];

/**
 * Moves item `id`: up or down among its siblings, in (the last child of the sibling before it) or out (the sibling
 * after its parent).
 */
export function moveItem(items: MenuItem[], id: number, move: Move): MenuItem[] {
  const place = locate(items, id);
  if (place === null) return items;
  const { siblings, index, parent } = place;
  const item = siblings[index];
  const parentId = parent?.id ?? null;
  if (move === 'up' || move === 'down') {
    const to = move === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= siblings.length) return items;
    return withList(items, parentId, (list) => inserted(without(list, index), to, item));
  }
  if (move === 'in') {
    const before = siblings[index - 1];
    if (before === undefined) return items;
    const removed = withList(items, parentId, (list) => without(list, index));
    return withList(removed, before.id, (list) => [...list, item]);
  }
  if (parent === null) return items;
  const grand = locate(items, parent.id);
  if (grand === null) return items;
  const removed = withList(items, parentId, (list) => without(list, index));
  return withList(removed, grand.parent?.id ?? null, (list) => inserted(list, grand.index + 1, item));
}

/** Moves item `id` to just before item `beforeId`, in that item's list (a drop); not into its own subtree. */
export function moveBefore(items: MenuItem[], id: number, beforeId: number): MenuItem[] {
  const place = locate(items, id);
  const item = place?.siblings[place.index];
  if (place === null || item === undefined || id === beforeId || locate(childrenOf(item), beforeId) !== null)
    return items;
  const removed = withList(items, place.parent?.id ?? null, (list) => without(list, place.index));
  const target = locate(removed, beforeId);
  if (target === null) return items;
  return withList(removed, target.parent?.id ?? null, (list) => inserted(list, target.index, item));
}

export function removeItem(items: MenuItem[], id: number): MenuItem[] {
  const place = locate(items, id);
  if (place === null) return items;
  return withList(items, place.parent?.id ?? null, (list) => without(list, place.index));
}

export function changeItem(items: MenuItem[], id: number, changes: Partial<MenuItem>): MenuItem[] {
  const place = locate(items, id);
  if (place === null) return items;
  return withList(items, place.parent?.id ?? null, (list) =>
    list.map((item) => (item.id === id ? { ...item, ...changes } : item)),
  );
}

/** A new item of type Empty, at the end of the top list. */
export function addItem(items: MenuItem[], id: number, name: string): MenuItem[] {
  const item: MenuItem = {
    id,
    name,
    type: 'Empty',
    url: null,
    target: null,
    cssClass: null,
    description: null,
    headline: null,
    group: null,
    params: {},
    imageSrc: null,
    color: null,
    page: null,
    category: null,
    sitemapNode: null,
  };
  return [...items, item];
}

/** Every item's id, at any depth. */
export const itemIds = (items: readonly MenuItem[]): number[] =>
  items.flatMap((item) => [item.id, ...itemIds(childrenOf(item))]);

/** An item of another type keeps only the link that type has (the API refuses the others). */
export function withType(item: MenuItem, type: MenuItemType): Partial<MenuItem> {
  return {
    type,
    url: type === 'Url' ? item.url : null,
    page: type === 'Page' ? item.page : null,
    sitemapNode: type === 'Page' ? item.sitemapNode : null,
    category: type === 'Category' ? item.category : null,
  };
}
