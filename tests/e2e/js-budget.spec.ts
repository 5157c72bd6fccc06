// The byte budget of a first view (docs/performance-and-security.md#byte-budget): the JavaScript a phone downloads
// for a first visit of each page type, gzip-compressed, must stay within its budget. Bytes depend only on the build,
// so this cannot flake on a busy machine; a bundle that grows past a budget fails here. Raise a budget only with a
// reason (and lower it when a change saves bytes).
import { firstViewScripts, FIRST_VIEW_VIEWPORT, totalGzip } from '../bench/first-view-js';
import { test, expect } from './fixtures';
import { firstProductPath } from './site-helpers';

/**
 * KB (1024 bytes) of gzip JavaScript per page type, a little above what each loads today. The front and product
 * pages may never pass 200 KB, whatever their figure of the day.
 */
const BUDGET_KB = {
  front: 200,
  product: 196,
  // 191.2: every page draws the canary assignment bucket and listens for errors to report (0.3 KB,
  // docs/deployment.md#releasing), and a product list links its categories' own addresses.
  category: 192,
  // Above 187 since the page says when a phrase is too long and draws the canary assignment bucket
  // (docs/deployment.md#releasing).
  search: 188,
} as const;

type PageType = keyof typeof BUDGET_KB;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test('the first view of each page type stays within its JavaScript budget', async ({ browser, request }) => {
  const paths: Record<PageType, string> = {
    front: '/',
    product: await firstProductPath(request),
    category: '/produkty/krzesla-obrotowe',
    search: '/szukaj?q=krzeslo',
  };
  const over: string[] = [];
  for (const [type, path] of Object.entries(paths) as Array<[PageType, string]>) {
    // A first visit: a fresh context has no cache, no cookies and no consent yet.
    const context = await browser.newContext({ viewport: FIRST_VIEW_VIEWPORT });
    try {
      const files = await firstViewScripts(
        await context.newPage(),
        new URL(path, test.info().project.use.baseURL).href,
      );
      const total = totalGzip(files);
      console.log(
        `first-view JS ${type.padEnd(8)} ${kb(total).padStart(6)} KB gzip (budget ${BUDGET_KB[type]} KB) ${path}`,
      );
      for (const file of files) console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
      if (total > BUDGET_KB[type] * 1024) over.push(`${type}: ${kb(total)} KB > ${BUDGET_KB[type]} KB`);
    } finally {
      await context.close();
    }
  }
  expect(over).toEqual([]);
});
