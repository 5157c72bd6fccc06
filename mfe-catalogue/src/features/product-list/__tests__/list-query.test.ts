import { listQueryString, parseListQuery } from '../utils/list-query';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('parseListQuery', () => {
  it('reads the page and the tag ids', () => {
    expect(parse('page=2&tag=3&tag=5')).toEqual({ page: 2, tagIds: [3, 5] });
  });

  it('defaults to the first page without filters', () => {
    expect(parse('')).toEqual({ page: 1, tagIds: [] });
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=2e3', 'page=', 'page=0x10', 'page=9999999999'])(
    'ignores a bad page value (%s)',
    (query) => {
      expect(parse(query).page).toBe(1);
    },
  );

  it('ignores bad tag values and duplicates, keeping the good ones', () => {
    expect(parse('tag=3&tag=x&tag=-1&tag=0&tag=3&tag=4.2&tag=&tag=7')).toEqual({ page: 1, tagIds: [3, 7] });
  });

  it('takes the first valid page when the parameter repeats', () => {
    expect(parse('page=abc&page=4&page=6').page).toBe(4);
  });
});

describe('listQueryString', () => {
  it('writes page and tags, leaving out page 1', () => {
    expect(listQueryString({ page: 2, tagIds: [3, 5] })).toBe('?page=2&tag=3&tag=5');
    expect(listQueryString({ page: 1, tagIds: [3] })).toBe('?tag=3');
    expect(listQueryString({ page: 1, tagIds: [] })).toBe('');
  });

  it('round-trips through parseListQuery', () => {
    const state = { page: 3, tagIds: [4, 9] };
    expect(parseListQuery(new URLSearchParams(listQueryString(state)))).toEqual(state);
  });
});
