import { pageCount, paginationItems, type PaginationItem } from '../utils/pagination-items';

const show = (items: PaginationItem[]) => items.map((item) => (item.type === 'gap' ? '…' : item.page)).join(' ');

describe('pageCount', () => {
  it('counts pages from totalItems', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(100, 24)).toBe(5);
  });
});

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(show(paginationItems(2, 5))).toBe('1 2 3 4 5');
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(show(paginationItems(6, 12))).toBe('1 … 5 6 7 … 12');
    expect(show(paginationItems(1, 12))).toBe('1 2 … 12');
    expect(show(paginationItems(12, 12))).toBe('1 … 11 12');
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(show(paginationItems(4, 12))).toBe('1 2 3 4 5 … 12');
  });
});
