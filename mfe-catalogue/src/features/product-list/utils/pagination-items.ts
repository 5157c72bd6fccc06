// Which page numbers the pagination shows: first, last and the current page's neighbours, gaps elsewhere.

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

export function pageCount(totalItems: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, itemsPerPage)));
}

export function paginationItems(current: number, pages: number, neighbours = 1): PaginationItem[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
  });
  return items;
}
