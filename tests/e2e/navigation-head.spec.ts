// The head follows client-side navigation: after the browser router opens a page, its title, language,
// description, canonical, hreflang alternates, robots, Open Graph and JSON-LD are exactly what the server renders
// for the same URL — for every page type, in every language.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { apiGet } from './site-helpers';

const LOCALES = ['pl', 'en', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
const PREFIX: Record<Locale, string> = { pl: '', en: '/en', fr: '/fr' };

interface Node {
  slug: string;
  nodeType: string;
  action: string;
}

async function apiMembers<T>(request: APIRequestContext, path: string, locale: Locale): Promise<T[]> {
  return (await apiGet<{ member: T[] }>(request, path, locale)).member;
}

/** One address of every page type of a language, found through the API (never hard-coded sample content). */
async function pagesOf(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const nodes = await apiMembers<Node>(request, '/api/sitemap_nodes?pagination=false', locale);
  const literal = nodes
    .filter((node) => !node.slug.includes('{') && node.nodeType !== 'search')
    .map((node) => PREFIX[locale] + (node.slug ? `/${node.slug}` : '') || '/');
  const search = nodes.find((node) => node.nodeType === 'search');
  const [product] = await apiMembers<{ path: string }>(request, '/api/products?itemsPerPage=1', locale);
  const categories = await apiMembers<{ path: string; parentBranch: unknown }>(
    request,
    '/api/product_categories?pagination=false',
    locale,
  );
  const [post] = await apiMembers<{ path: string }>(request, '/api/posts?itemsPerPage=1', locale);
  const [mechanism] = await apiMembers<{ path: string }>(request, '/api/mechanisms?itemsPerPage=1', locale);
  return [
    ...literal,
    categories.find((category) => category.parentBranch === null)!.path,
    categories.find((category) => category.parentBranch !== null)!.path,
    product.path,
    post.path,
    mechanism.path,
    `${PREFIX[locale]}/${search!.slug}?q=nova`,
    `${PREFIX[locale]}/${search!.slug}`,
    `${PREFIX[locale]}/no-such-page-here`,
  ];
}

/** What the head says: language, title, every meta, canonical and alternate link, and the parsed JSON-LD. */
function readHead(html: string | null) {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const attributes = (element: Element) =>
    Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
  return {
    lang: doc.documentElement.lang,
    title: doc.title,
    meta: [...doc.head.querySelectorAll('meta[name], meta[property]')].map(attributes),
    links: [...doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')].map(attributes),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    ),
  };
}

/** A client-side navigation, as the browser's Back and Forward make them: the router loads the page itself. */
async function navigateInBrowser(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

for (const locale of LOCALES) {
  test(`after a client-side navigation the head is the server's, for every page type (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = await pagesOf(request, locale);
    // Start on the page of the other language that is least like the rest: a product page.
    const [start] = await apiMembers<{ path: string }>(request, '/api/products?itemsPerPage=1&page=2', 'pl');
    await page.goto(start.path);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    for (const path of paths) {
      const response = await request.get(path);
      const serverHead = await page.evaluate(readHead, await response.text());
      expect(serverHead.title, path).not.toBe('');
      await navigateInBrowser(page, path);
      await expect.poll(() => page.evaluate(readHead, null), { message: path }).toEqual(serverHead);
    }
    // Every page above was opened by the browser's router, none by a page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

test('following links: the title and language change with the page', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakt', exact: true }).first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  const server = await page.evaluate(readHead, await (await request.get('/kontakt')).text());
  await expect.poll(() => page.evaluate(readHead, null)).toEqual(server);
  expect(server.title).toMatch(/^Kontakt/);
});
