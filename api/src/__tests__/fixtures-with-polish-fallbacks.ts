// Test helper: a copy of the sample content with one English text of each kind left out, so that the API's
// fallback to Polish (docs/behaviour.md#missing-translations) has its cases; the sample itself is complete in
// English, as visitors read it. The copy lives in a temp folder removed after the test file.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../app';

type Json = Record<string, unknown>;
interface Translated {
  id: number;
  slug?: string;
  translations: Record<string, Json>;
}

/**
 * What the copy leaves out of English: the product `quadra` (its texts and tabs), a realization's lead, a post's body,
 * a job offer's description and the careers page's "What we offer" block.
 */
const POLISH_FALLBACKS = {
  product: 'quadra',
  realizationLead: 5,
  postContent: 3,
  jobOfferDescription: 5,
  pageBlock: { page: 4, block: 402 },
} as const;

function edit<T>(dir: string, file: string, change: (rows: T[]) => void): void {
  const target = path.join(dir, file);
  const rows = JSON.parse(readFileSync(target, 'utf8')) as T[];
  change(rows);
  writeFileSync(target, JSON.stringify(rows));
}

function withoutEnglish(rows: Translated[], id: number, key: string): void {
  const row = rows.find((candidate) => candidate.id === id);
  if (row?.translations.en?.[key] === undefined) throw new Error(`No English ${key} to leave out of ${id}`);
  delete row.translations.en[key];
}

/** The folder of the copy; removed after the calling test file. */
export function fixturesWithPolishFallbacks(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ergoforma-fixtures-'));
  cpSync(path.join(API_ROOT, 'fixtures'), dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  edit<Translated & { blocks: Translated[] }>(dir, 'products.json', (products) => {
    const product = products.find((candidate) => candidate.slug === POLISH_FALLBACKS.product);
    if (!product) throw new Error(`No product ${POLISH_FALLBACKS.product}`);
    delete product.translations.en;
    for (const block of product.blocks) delete block.translations.en;
  });
  edit<Translated>(dir, 'realizations.json', (rows) => withoutEnglish(rows, POLISH_FALLBACKS.realizationLead, 'lead'));
  edit<Translated>(dir, 'posts.json', (rows) => withoutEnglish(rows, POLISH_FALLBACKS.postContent, 'content'));
  edit<Translated>(dir, 'job-offers.json', (rows) =>
    withoutEnglish(rows, POLISH_FALLBACKS.jobOfferDescription, 'description'),
  );
  edit<{ id: number; blocks: Array<{ id: number; content: Json }> }>(dir, 'pages.json', (pages) => {
    const block = pages
      .find((page) => page.id === POLISH_FALLBACKS.pageBlock.page)
      ?.blocks.find((candidate) => candidate.id === POLISH_FALLBACKS.pageBlock.block);
    if (!block) throw new Error('No careers block to leave out');
    delete block.content.en;
  });
  return dir;
}
