// A page through its form and back: the sample pages, untouched, are saved as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toApi, toForm } from '../page-record';

interface SamplePage {
  id: number;
  blocks: unknown[];
}

const samples = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../api/fixtures/pages.json'), 'utf8'),
) as SamplePage[];

type Texts = Record<string, Record<string, unknown>>;

/**
 * The API computes pictures' responsive copies (the fixtures write them empty), and an English or French text that
 * is null is no translation, as one left out.
 */
function same(page: object): unknown {
  const copy = JSON.parse(JSON.stringify(page), (key, item: unknown) => (key === 'sources' ? undefined : item)) as {
    translations: Texts;
  };
  for (const locale of ['en', 'fr'])
    copy.translations[locale] = Object.fromEntries(
      Object.entries(copy.translations[locale] ?? {}).filter(([, text]) => text !== null),
    );
  return copy;
}

test.each(samples.map((page) => [page.id, page] as const))('sample page %i is saved unchanged', (_id, page) => {
  expect(same(toApi(toForm({ ...page, version: 3 })))).toEqual(same(page));
});
