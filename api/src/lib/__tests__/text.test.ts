import { escapeLike, excerptAround, foldText, htmlToText } from '../text';

describe('foldText', () => {
  it('folds case and diacritics, including ł which Unicode does not decompose', () => {
    expect(foldText('Krzesło ŁÓDŹ')).toBe('krzeslo lodz');
    expect(foldText('Chaises de conférence')).toBe('chaises de conference');
    expect(foldText('Große Straße')).toBe('grosse strasse');
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Nova &amp; Aruba</p><ul><li>5&nbsp;lat</li></ul>')).toBe('Nova & Aruba 5 lat');
    expect(htmlToText('a&#322;b&#x142;')).toBe('ałbł');
  });
});

describe('excerptAround', () => {
  const options = { radius: 20, maxFragments: 3 };

  it('cuts fragments around matches of the folded phrase in the original text', () => {
    const text = 'Na początku jest wstęp. Krzesło obrotowe Nova ma mechanizm. Potem długi opis bez słowa kluczowego, a na końcu znowu krzesło.';
    const excerpt = excerptAround(text, 'krzeslo', options);
    const fragments = excerpt.split('|');
    expect(fragments).toHaveLength(2);
    expect(fragments[0]).toContain('Krzesło obrotowe');
    expect(fragments[1]).toContain('krzesło.');
    expect(fragments[0]?.startsWith('…')).toBe(true);
  });

  it('keeps at most maxFragments and merges overlapping windows', () => {
    const text = Array.from({ length: 10 }, (_, i) => `część ${i} z krzesłem i dalszym tekstem wypełniającym`).join(' ');
    expect(excerptAround(text, 'krzeslem', options).split('|')).toHaveLength(3);
    expect(excerptAround('krzesło krzesło', 'krzeslo', options)).toBe('krzesło krzesło');
  });

  it('never lets a pipe from the text split a fragment, and shows the start of the text without a match', () => {
    expect(excerptAround('a | b', 'zzz', options)).toBe('a / b');
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
