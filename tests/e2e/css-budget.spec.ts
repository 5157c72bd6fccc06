// The byte budget of the CSS inlined into a page (docs/performance-and-security.md#byte-budget): the shell puts the
// stylesheets of every page into its HTML, so their size is part of the first response of every visit. The front
// and product pages must stay within their budget, and the inlined text must be minified (no comments). Bytes
// depend only on the build, so this cannot flake on a busy machine. Raise a budget only with a reason (and lower
// it when a change saves bytes).
import { test, expect } from './fixtures';
import { firstProductPath } from './site-helpers';

/** KB (1024 bytes) of CSS in the <style> elements of the server HTML, a few % above what each page has today. */
const BUDGET_KB = {
  front: 69,
  product: 55,
} as const;

type PageType = keyof typeof BUDGET_KB;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The text of every <style> element of a page's HTML. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
}

test('the CSS inlined in the front and product pages is minified and stays within its budget', async ({ request }) => {
  const paths: Record<PageType, string> = { front: '/', product: await firstProductPath(request) };
  const problems: string[] = [];
  for (const [type, path] of Object.entries(paths) as Array<[PageType, string]>) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const styles = inlineStyles(await response.text());
    // The shell's stylesheet, the design tokens and at least one remote's: an empty page would pass any budget.
    expect(styles.length, path).toBeGreaterThan(2);
    const total = styles.reduce((sum, css) => sum + Buffer.byteLength(css), 0);
    console.log(`inline CSS ${type.padEnd(8)} ${kb(total).padStart(6)} KB (budget ${BUDGET_KB[type]} KB) ${path}`);
    if (total > BUDGET_KB[type] * 1024) problems.push(`${type}: ${kb(total)} KB > ${BUDGET_KB[type]} KB`);
    // A comment is the cheapest sign of a stylesheet that was not minified.
    const comments = styles.flatMap((css) => css.match(/\/\*[\s\S]{0,60}/g) ?? []);
    if (comments.length > 0) problems.push(`${type}: ${comments.length} comments, the first: ${comments[0]}`);
  }
  expect(problems).toEqual([]);
});
