// The pages of the 'pattern' and 'login' sitemap nodes (docs/behaviour.md#log-in-and-pattern-pages): a swatch
// collection page and a page that says the site has no accounts.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, region, waitForHydration } from './fixtures';
import { apiGet } from './site-helpers';

interface Node {
  slug: string;
  nodeType: string;
  crumbs: Array<{ title: string; path: string }>;
}

/** The node of a type, straight from the API's sitemap (its path and title are never hard-coded). */
async function nodeOfType(request: APIRequestContext, nodeType: string, locale: string) {
  const nodes = (await apiGet<{ member: Node[] }>(request, '/api/sitemap_nodes?pagination=false', locale)).member;
  const node = nodes.find((candidate) => candidate.nodeType === nodeType);
  expect(node, `the sample data has a '${nodeType}' node in ${locale}`).toBeDefined();
  return node!.crumbs.at(-1)!;
}

test('the pattern node shows every fabric collection with its swatches', async ({ page, request }) => {
  const own = await nodeOfType(request, 'pattern', 'pl');
  const collections = (
    await apiGet<{ member: Array<{ name: string; patterns: Array<{ code: string }> }> }>(
      request,
      '/api/pattern_collections?pagination=false',
    )
  ).member;
  expect(collections.length).toBeGreaterThan(0);

  const response = await page.goto(own.path);
  expect(response?.status()).toBe(200);
  const content = region(page, 'content');
  await expect(content.getByRole('heading', { level: 1 })).toHaveText(own.title);
  for (const collection of collections) {
    await expect(content.getByRole('heading', { level: 2, name: collection.name })).toBeVisible();
    await expect(content.getByText(collection.patterns[0].code, { exact: true })).toBeVisible();
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${own.path}</loc>`);
});

for (const [locale, text] of [
  ['pl', 'nie ma kont klientów'],
  ['en', 'no customer accounts'],
  ['fr', 'pas de comptes clients'],
] as const) {
  test(`the login node says there are no accounts and leads home and to contact (${locale})`, async ({
    page,
    request,
  }) => {
    const own = await nodeOfType(request, 'login', locale);
    const contact = await nodeOfType(request, 'contact', locale);
    const response = await page.goto(own.path);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex');
    const content = region(page, 'content');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(own.title);
    await expect(content.getByText(text)).toBeVisible();
    // The two buttons under the text (the breadcrumbs link home too).
    const buttons = content.locator('a.ef-button');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(1)).toHaveAttribute('href', contact.path);
    await waitForHydration(page);
    await buttons.first().click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'pl' ? '/' : `/${locale}`}$`));
  });
}

test('the login page stays out of sitemap.xml', async ({ request }) => {
  const own = await nodeOfType(request, 'login', 'pl');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`${own.path}</loc>`);
});
