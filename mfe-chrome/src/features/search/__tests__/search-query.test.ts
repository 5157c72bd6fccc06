import { isSearchable, searchHref } from '../utils/search-query';

describe('search text rules', () => {
  it('submits only text longer than 2 characters, not counting surrounding spaces', () => {
    expect(['', 'a', 'ab', '   ', ' ab '].map(isSearchable)).toEqual([false, false, false, false, false]);
    expect(['abc', ' abc ', 'krzesło'].map(isSearchable)).toEqual([true, true, true]);
  });

  it('puts the trimmed, encoded text in q', () => {
    expect(searchHref('/en/search', ' mesh & chair ')).toBe('/en/search?q=mesh+%26+chair');
  });
});
