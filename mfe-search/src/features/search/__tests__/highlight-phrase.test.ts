import { highlightPhrase } from '../utils/highlight-phrase';

const marked = (text: string, phrase: string) =>
  highlightPhrase(text, phrase)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightPhrase', () => {
  it('finds the phrase whatever its case and diacritics, and keeps the original letters', () => {
    expect(marked('Krzesło obrotowe KRZESŁO', 'krzeslo')).toEqual(['Krzesło', 'KRZESŁO']);
    expect(marked('Siège pivotant', 'SIEGE')).toEqual(['Siège']);
    expect(marked('Zażółć gęślą jaźń', 'zazolc')).toEqual(['Zażółć']);
  });

  it('finds a phrase typed with diacritics in text without them', () => {
    expect(marked('Krzeslo Aruba', 'Krzesło')).toEqual(['Krzeslo']);
  });

  it('keeps the whole text, in order, around the matches', () => {
    const parts = highlightPhrase('Fotel Lambda i krzesło Lambda-H', 'lambda');
    expect(parts.map((part) => part.text).join('')).toBe('Fotel Lambda i krzesło Lambda-H');
    expect(parts).toEqual([
      { text: 'Fotel ', match: false },
      { text: 'Lambda', match: true },
      { text: ' i krzesło ', match: false },
      { text: 'Lambda', match: true },
      { text: '-H', match: false },
    ]);
  });

  it('includes combining accents written as separate characters', () => {
    const decomposed = 'Cafe\u0301 bar';
    expect(marked(decomposed, 'cafe')).toEqual(['Cafe\u0301']);
  });

  it('matches across runs of blanks', () => {
    expect(marked('krzesło   obrotowe', 'krzesło obrotowe')).toEqual(['krzesło   obrotowe']);
  });

  it('gives the plain text for an empty phrase or no match', () => {
    expect(highlightPhrase('Aruba', '')).toEqual([{ text: 'Aruba', match: false }]);
    expect(highlightPhrase('Aruba', 'lambda')).toEqual([{ text: 'Aruba', match: false }]);
  });
});
