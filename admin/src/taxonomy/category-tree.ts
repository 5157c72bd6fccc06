// The categories as a tree: each under its parent, siblings by position, and moving one up or down among them.
export interface CategoryRecord {
  id: number;
  parent: number | null;
  position: number;
  translations: { pl: { name: string } };
  version: number;
}

export interface TreeRow {
  category: CategoryRecord;
  depth: number;
  /** Its siblings before and after it (for moving it up or down). */
  previous: CategoryRecord | null;
  next: CategoryRecord | null;
}

const bySiblingOrder = (a: CategoryRecord, b: CategoryRecord) => a.position - b.position || a.id - b.id;

/** The tree in reading order (each category followed by its subcategories). */
export function categoryTree(categories: readonly CategoryRecord[]): TreeRow[] {
  const children = new Map<number | null, CategoryRecord[]>();
  for (const category of categories) {
    const parent = categories.some((other) => other.id === category.parent) ? category.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const rows: TreeRow[] = [];
  const visit = (parent: number | null, depth: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort(bySiblingOrder);
    siblings.forEach((category, index) => {
      rows.push({ category, depth, previous: siblings[index - 1] ?? null, next: siblings[index + 1] ?? null });
      visit(category.id, depth + 1);
    });
  };
  visit(null, 0);
  return rows;
}

/** The ids of `category` and every category under it: what its parent may not be. */
export function withDescendants(categories: readonly CategoryRecord[], id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of categories)
      if (category.parent !== null && found.has(category.parent) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
  }
  return found;
}

/** The positions after `category` and its sibling `other` change places. */
export function swapped(category: CategoryRecord, other: CategoryRecord): Array<[CategoryRecord, number]> {
  // Siblings of the same position are ordered by id: the one going first then takes the lower position.
  const [low, high] =
    category.position === other.position
      ? [other.position, other.position + 1]
      : [Math.min(category.position, other.position), Math.max(category.position, other.position)];
  const categoryFirst = bySiblingOrder(other, category) < 0;
  return categoryFirst
    ? [
        [category, low],
        [other, high],
      ]
    : [
        [other, low],
        [category, high],
      ];
}
