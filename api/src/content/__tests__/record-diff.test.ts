import { recordDiff } from '../record-diff';

describe('the difference of two states of a record', () => {
  it('names each changed field by its path, with the language of a translation', () => {
    const before = { id: 1, slug: 'nova', translations: { pl: { name: 'Nova' }, en: { name: 'Nova' } }, tags: [1, 2] };
    const after = {
      id: 1,
      slug: 'nova',
      translations: { pl: { name: 'Nova' }, en: { name: 'Nova chair' } },
      tags: [1],
    };
    expect(recordDiff(before, after)).toEqual([
      { path: 'translations.en.name', locale: 'en', before: 'Nova', after: 'Nova chair' },
      { path: 'tags[1]', locale: null, before: 2 },
    ]);
  });

  it('shows a created record as every field added', () => {
    expect(recordDiff(null, { id: 3, images: [] })).toEqual([
      { path: 'id', locale: null, after: 3 },
      { path: 'images', locale: null, after: '[]' },
    ]);
  });
});
