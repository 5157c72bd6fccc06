import { excerptAround, foldText, ftsQuery, htmlToText, searchTerms } from '../text';

describe('foldText', () => {
  it('folds case and diacritics, including ł which Unicode does not decompose', () => {
    expect(foldText('Krzesło ŁÓDŹ')).toBe('krzeslo lodz');
    expect(foldText('Chaises de conférence')).toBe('chaises de conference');
    expect(foldText('Große Straße')).toBe('grosse strasse');
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Nova &amp; Aruba</p><ul><li>5&nbsp;lat</li></ul>')).toBe('Nova & Aruba. 5 lat');
    expect(htmlToText('a&#322;b&#x142;')).toBe('ałbł');
  });

  it('keeps blocks apart: list items and paragraphs never run together', () => {
    expect(
      htmlToText(
        '<ul><li>Przesuw siedziska w zakresie 5 cm</li><li>5 lat gwarancji</li></ul><p>Zdanie.</p><p>Koniec</p>',
      ),
    ).toBe('Przesuw siedziska w zakresie 5 cm. 5 lat gwarancji. Zdanie. Koniec');
    expect(htmlToText('<p>Linia<br>druga</p><h2>Wymiary:</h2><p><strong>Szerokość</strong> 60 cm</p>')).toBe(
      'Linia. druga. Wymiary: Szerokość 60 cm',
    );
  });
});

describe('excerptAround', () => {
  const options = { radius: 20, maxFragments: 3 };

  it('cuts fragments around matches of the folded phrase in the original text', () => {
    const text =
      'Na początku jest wstęp. Krzesło obrotowe Nova ma mechanizm. Potem długi opis bez słowa kluczowego, a na końcu znowu krzesło.';
    const excerpt = excerptAround(text, ['krzeslo'], options);
    const fragments = excerpt.split('|');
    expect(fragments).toHaveLength(2);
    expect(fragments[0]).toContain('Krzesło obrotowe');
    expect(fragments[1]).toContain('krzesło.');
    expect(fragments[0]?.startsWith('…')).toBe(true);
  });

  it('keeps at most maxFragments and merges overlapping windows', () => {
    const text = Array.from({ length: 10 }, (_, i) => `część ${i} z krzesłem i dalszym tekstem wypełniającym`).join(
      ' ',
    );
    expect(excerptAround(text, ['krzeslem'], options).split('|')).toHaveLength(3);
    expect(excerptAround('krzesło krzesło', ['krzeslo'], options)).toBe('krzesło krzesło');
  });

  it('never lets a pipe from the text split a fragment, and shows the start of the text without a match', () => {
    expect(excerptAround('a | b', ['zzz'], options)).toBe('a / b');
  });

  it('keeps a fragment about one window long even when the word repeats all along', () => {
    const text = 'krzesło '.repeat(100);
    const fragments = excerptAround(text, ['krzeslo'], options).split('|');
    expect(fragments).toHaveLength(3);
    for (const fragment of fragments) expect(fragment.length).toBeLessThanOrEqual(2 * options.radius + 40 + 2);
  });

  it('cuts around every word of a phrase, in text order', () => {
    const text = `${'wstęp '.repeat(20)}mechanizm synchroniczny ${'środek '.repeat(20)}Krzesło ergonomiczne ${'koniec '.repeat(20)}`;
    const fragments = excerptAround(text, ['krzeslo', 'mechanizm'], options).split('|');
    expect(fragments).toHaveLength(2);
    expect(fragments[0]).toContain('mechanizm');
    expect(fragments[1]).toContain('Krzesło');
  });
});

describe('searchTerms and ftsQuery', () => {
  it('folds the words of a phrase and drops every FTS operator and quote', () => {
    expect(searchTerms('  Krzesło "OBROTOWE" ')).toEqual(['krzeslo', 'obrotowe']);
    expect(searchTerms('a* OR b -c NEAR(d) ^e {f}:g')).toEqual(['a', 'or', 'b', 'c', 'near', 'd', 'e', 'f']);
    expect(searchTerms('"\'*()')).toEqual([]);
  });

  it('quotes every term and makes the last one a prefix', () => {
    expect(ftsQuery(['krzeslo', 'ergon'], 'folded_title')).toBe('folded_title : ("krzeslo" "ergon"*)');
  });
});
