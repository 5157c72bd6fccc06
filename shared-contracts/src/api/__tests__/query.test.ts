import { encodeQuery } from '../query';

function params(query: string): URLSearchParams {
  expect(query.startsWith('?')).toBe(true);
  return new URLSearchParams(query.slice(1));
}

describe('encodeQuery', () => {
  it('returns an empty string without a query or without values', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({ a: undefined, b: null, c: [] })).toBe('');
  });

  it('encodes scalars as name=value', () => {
    const encoded = params(encodeQuery({ page: 2, pagination: false, phrase: 'krzesło obrotowe' }));
    expect(encoded.get('page')).toBe('2');
    expect(encoded.get('pagination')).toBe('false');
    expect(encoded.get('phrase')).toBe('krzesło obrotowe');
  });

  it('encodes each array item as name[]=value, in order', () => {
    const query = encodeQuery({ 'tags.id': [5, 1, 9] });
    expect(decodeURIComponent(query)).toBe('?tags.id[]=5&tags.id[]=1&tags.id[]=9');
    const encoded = params(query);
    expect(encoded.getAll('tags.id[]')).toEqual(['5', '1', '9']);
    expect(encoded.has('tags.id')).toBe(false);
  });

  it('a one-item array is still an array parameter', () => {
    expect(decodeURIComponent(encodeQuery({ tags: ['nowosc'] }))).toBe('?tags[]=nowosc');
  });

  it('skips null and undefined array items', () => {
    expect(params(encodeQuery({ ids: [1, null, undefined, 2] })).getAll('ids[]')).toEqual(['1', '2']);
  });

  it('encodes objects as name[key]=value', () => {
    const encoded = params(encodeQuery({ order: { name: 'asc', published: undefined } }));
    expect(encoded.get('order[name]')).toBe('asc');
    expect(encoded.has('order[published]')).toBe(false);
  });

  it('escapes values so they cannot inject parameters', () => {
    const encoded = params(encodeQuery({ phrase: 'a&b=c#d' }));
    expect(encoded.get('phrase')).toBe('a&b=c#d');
    expect([...encoded.keys()]).toEqual(['phrase']);
  });
});
