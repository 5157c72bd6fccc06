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

  it('marks each word of a phrase of several words, joining words next to each other', () => {
    expect(marked('Obrotowe krzesło i krzesło konferencyjne, obrotowe', 'krzesło obrotowe')).toEqual([
      'Obrotowe krzesło',
      'krzesło',
      'obrotowe',
    ]);
  });

  it('does not mark the short words of a phrase on their own', () => {
    expect(marked('Fotel w biurze i w domu', 'fotel w domu')).toEqual(['Fotel', 'domu']);
  });

  it('takes a phrase of HTML and FTS syntax literally', () => {
    expect(marked('a <img src=x onerror=alert(1)> b', '<img src=x onerror=alert(1)>')).toEqual([
      '<img src=x onerror=alert(1)>',
    ]);
    expect(marked('cena "100*" (netto)', '"100*" (netto)')).toEqual(['"100*" (netto)']);
    expect(marked('a.b*c', '.*')).toEqual([]);
  });

  it('gives the plain text for an empty phrase or no match', () => {
    expect(highlightPhrase('Aruba', '')).toEqual([{ text: 'Aruba', match: false }]);
    expect(highlightPhrase('Aruba', 'lambda')).toEqual([{ text: 'Aruba', match: false }]);
  });
});
