import { parseQueryString } from '../query-string';

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('parseQueryString', () => {
  it('keeps plain parameters', () => {
    expect(plain(parseQueryString('page=2&itemsPerPage=10&phrase=krzes%C5%82o+nova'))).toEqual({
      page: '2',
      itemsPerPage: '10',
      phrase: 'krzesło nova',
    });
  });

  it('turns name[]=a&name[]=b into an array', () => {
    expect(plain(parseQueryString('tags.id[]=1&tags.id[]=2'))).toEqual({ 'tags.id': ['1', '2'] });
    expect(plain(parseQueryString('tags.id%5B%5D=3'))).toEqual({ 'tags.id': ['3'] });
    expect(plain(parseQueryString('tags.id=1&tags.id[]=2'))).toEqual({ 'tags.id': ['1', '2'] });
  });

  it('turns name[key]=v into an object, keeping the order the keys were given in', () => {
    const parsed = parseQueryString('order[published]=desc&order[name]=asc');
    expect(plain(parsed)).toEqual({ order: { published: 'desc', name: 'asc' } });
    expect(Object.keys(parsed.order ?? {})).toEqual(['published', 'name']);
  });

  it('turns conflicting forms into a list the schema rejects', () => {
    expect(plain(parseQueryString('order=asc&order[name]=asc'))).toEqual({ order: ['asc', { name: 'asc' }] });
    expect(plain(parseQueryString('page=1&page=2'))).toEqual({ page: ['1', '2'] });
    expect(plain(parseQueryString('order[name]=asc&order[name]=desc'))).toEqual({ order: { name: ['asc', 'desc'] } });
  });

  it('leaves deeper or odd bracket forms as literal (unknown) names', () => {
    expect(Object.keys(parseQueryString('a[b][c]=1&[x]=2'))).toEqual(['a[b][c]', '[x]']);
  });

  it('treats __proto__ as an ordinary parameter name', () => {
    const parsed = parseQueryString('__proto__[polluted]=1&constructor=2');
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
