import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentRows } from '../../db/content/content-rows';
import { readCompanyFixture } from '../../db/fixtures/company';
import { readContentFixtures } from '../../db/fixtures/reader';
import type { ContentFixtures } from '../../db/fixtures/types';
import { writeContentFiles } from '../content-directory';
import { contentFiles } from '../fixture-files';

const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'fixtures');

/** The lists the tables keep as sets (no order column): compared sorted. */
function comparable(fixtures: ContentFixtures): ContentFixtures {
  return {
    ...fixtures,
    products: fixtures.products.map((product) => ({
      ...product,
      extraCategoryIds: [...product.extraCategoryIds].sort((a, b) => a - b),
      tagIds: [...product.tagIds].sort((a, b) => a - b),
    })),
    legacyRedirects: [...fixtures.legacyRedirects].sort((a, b) => (a.from < b.from ? -1 : 1)),
  };
}

describe('the content rows back in the fixtures format', () => {
  it('gives files that read as the fixtures they were made from', () => {
    const fixtures = readContentFixtures(FIXTURES);
    const directory = mkdtempSync(path.join(tmpdir(), 'content-files-'));
    try {
      writeContentFiles(directory, contentFiles(contentRows(fixtures)), readCompanyFixture(FIXTURES));
      expect(comparable(readContentFixtures(directory))).toEqual(comparable(fixtures));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
