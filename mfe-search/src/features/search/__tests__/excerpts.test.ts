import { cutExcerpts, EXCERPT_CONTEXT } from '../utils/excerpts';

const words = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ');

describe('cutExcerpts', () => {
  it('keeps about 100 characters either side of the match, cut between words, with an ellipsis where cut', () => {
    const text = `${words('początek', 30)} to krzesło jest wygodne ${words('koniec', 30)}`;
    const [excerpt] = cutExcerpts(text, 'krzeslo');
    expect(excerpt).toMatch(/^…początek (początek )+to krzesło jest wygodne (koniec )+koniec…$/);
    const [before, after] = excerpt.slice(1, -1).split('krzesło') as [string, string];
    for (const side of [before, after]) {
      expect(side.length).toBeGreaterThan(EXCERPT_CONTEXT - 12);
      expect(side.length).toBeLessThanOrEqual(EXCERPT_CONTEXT);
    }
  });

  it('leaves a short fragment whole, keeping the cut marks the API put on it', () => {
    expect(cutExcerpts('…wygodne krzesło do biura…|Krzesło Aruba', 'krzesło')).toEqual([
      '…wygodne krzesło do biura…',
      'Krzesło Aruba',
    ]);
  });

  it('shows at most 3 fragments', () => {
    const content = ['jeden', 'dwa', 'trzy', 'cztery'].map((word) => `${word} krzesło`).join('|');
    expect(cutExcerpts(content, 'krzesło')).toEqual(['jeden krzesło', 'dwa krzesło', 'trzy krzesło']);
  });

  it('makes one excerpt of matches close together, and several of matches far apart in one text', () => {
    expect(cutExcerpts('krzesło i drugie krzesło', 'krzesło')).toEqual(['krzesło i drugie krzesło']);
    const far = cutExcerpts(`krzesło ${words('słowo', 60)} fotel`, 'krzesło fotel');
    expect(far).toHaveLength(2);
    expect(far[0]).toMatch(/^krzesło (słowo )+słowo…$/);
    expect(far[1]).toMatch(/^…(słowo )+fotel$/);
  });

  it('skips a fragment repeating a passage already shown', () => {
    const passage = 'całe krzesło od oparcia po kółka przewodzi ładunki';
    expect(cutExcerpts(`Iskra: ${passage}|…pracy. ${passage}. Rezystancja…`, 'krzeslo')).toEqual([`Iskra: ${passage}`]);
  });

  it('shows the start of the content when the phrase is only in the title', () => {
    const [excerpt] = cutExcerpts(`Krzesła laboratoryjne. ${words('opis', 80)}`, 'Iskra');
    expect(excerpt).toMatch(/^Krzesła laboratoryjne\. (opis )+opis…$/);
    expect(excerpt.length).toBeLessThanOrEqual(2 * EXCERPT_CONTEXT + 1);
  });

  it('gives nothing for empty content', () => {
    expect(cutExcerpts('', 'krzesło')).toEqual([]);
    expect(cutExcerpts(' | ', 'krzesło')).toEqual([]);
  });
});
