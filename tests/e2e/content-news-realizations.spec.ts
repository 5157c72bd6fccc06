// News, realizations and mechanisms (mfe-content): the realization gallery modal from the grid by
// keyboard (opens at the chosen picture, previous/next stop at the ends, Escape closes and focus returns), a news
// post with its NewsArticle JSON-LD in the server HTML, a mechanism page reached from the list, and zero axe
// violations on these pages.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, openAsReturningVisitor } from './page-helpers';
import { API_URL } from './site-helpers';

/** The realizations grid once its code has hydrated it (a lazily loaded block may hydrate after the page). */
async function openRealizations(page: Page, path: string) {
  await openAsReturningVisitor(page, path);
  await page.locator('[data-interactive="true"]').waitFor();
}

interface ApiPost {
  title: string;
  path: string;
}

async function newestPost(request: import('@playwright/test').APIRequestContext, locale = 'pl'): Promise<ApiPost> {
  const response = await request.get(`${API_URL}/api/posts?itemsPerPage=1`, { headers: { 'Accept-Locale': locale } });
  const body = (await response.json()) as { member: ApiPost[] };
  const post = body.member[0];
  if (!post) throw new Error('The sample content has no posts');
  return post;
}

test.describe('realization gallery modal', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens from the grid by keyboard at the chosen picture; Escape closes and focus returns', async ({
    page,
    problems,
  }) => {
    await openRealizations(page, '/realizacje');
    const opener = page.getByRole('button', { name: /zdjęcie 2 z 4/ }).first();
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const title = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await expect(opener).toHaveAccessibleName(new RegExp(title));
    // Focus moves into the dialog (its title), and the Enter that opened it did not press the close button.
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    // The slider starts at the second picture; exactly one slide is exposed.
    const shown = dialog.locator('[aria-roledescription="slajd"]:not([aria-hidden="true"])');
    await expect(shown).toHaveAttribute('aria-label', '2 z 4');
    // The arrow keys move through the photos, as in the product gallery.
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('aria-label', '3 z 4');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('aria-label', '2 z 4');

    // Not infinite: previous is disabled on the first picture, next on the last.
    const previous = dialog.getByRole('button', { name: 'Poprzedni slajd' });
    const next = dialog.getByRole('button', { name: 'Następny slajd' });
    await previous.click();
    await expect(shown).toHaveAttribute('aria-label', '1 z 4');
    await expect(previous).toBeDisabled();
    await next.click();
    await next.click();
    await next.click();
    await expect(shown).toHaveAttribute('aria-label', '4 z 4');
    await expect(next).toBeDisabled();
    // Focus stays inside the dialog even though the button under it became disabled.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Tab cycles inside the dialog.
    for (let index = 0; index < 8; index += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems.errors).toEqual([]);
  });

  test('the close button returns to the grid, and the cover opens at the first picture', async ({ page }) => {
    await openRealizations(page, '/en/realizations');
    const cover = page.getByRole('button', { name: /^Open the gallery: .+, \d+ photos$/ }).first();
    await cover.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveAttribute(
      'aria-label',
      /^1 of \d+$/,
    );
    await expect(dialog.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close the gallery' }).click();
    await expect(dialog).toBeHidden();
    await expect(cover).toBeFocused();
  });
});

test.describe('news', () => {
  test('a post page has its title, breadcrumbs and NewsArticle JSON-LD in the server HTML', async ({ request }) => {
    const post = await newestPost(request);
    const response = await request.get(post.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:type" content="article">');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as Record<string, unknown>,
    );
    const article = scripts.find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: post.title,
      author: { '@type': 'Organization', name: 'Ergoforma' },
      publisher: { '@type': 'Organization', name: 'Ergoforma' },
    });
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((article?.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\/posts\//);
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
  });

  test('the list pages with "more" and a card leads to the post, which links back', async ({
    page,
    request,
    problems,
  }) => {
    const post = await newestPost(request, 'en');
    await openAsReturningVisitor(page, '/en/news');
    await page.locator('[data-interactive="true"]').waitFor();
    const cards = page.locator('article h3 a');
    const before = await cards.count();
    const more = page.getByRole('button', { name: 'Show more news' });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      await expect(cards.nth(before)).toBeFocused();
    }
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`${post.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await page.getByRole('link', { name: 'All news' }).click();
    await expect(page).toHaveURL(/\/en\/news$/);
    expect(problems.errors).toEqual([]);
  });

  test('an unknown post is a 404', async ({ request }) => {
    expect((await request.get('/aktualnosci/nie-ma-takiego-wpisu')).status()).toBe(404);
  });
});

test.describe('mechanisms', () => {
  test('the list groups by category and a mechanism page shows its details', async ({ page, problems }) => {
    await openAsReturningVisitor(page, '/mechanizmy');
    await expect(page.getByRole('heading', { name: 'Mechanizmy synchroniczne' })).toBeVisible();
    await page.getByRole('link', { name: 'Synchron 5' }).click();
    await expect(page).toHaveURL(/\/mechanizmy\/synchron-5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Synchron 5');
    await expect(page.getByText('Mechanizmy synchroniczne')).toBeVisible();
    await expect(page.locator('article img').first()).toHaveAttribute('width', /\d+/);
    await expect(page.getByRole('link', { name: 'Wszystkie mechanizmy' })).toHaveAttribute('href', '/mechanizmy');
    expect(problems.errors).toEqual([]);
  });

  test('a mechanism page is server-rendered in each language; an unknown one is a 404', async ({ request }) => {
    const html = await (await request.get('/fr/mecanismes/synchron-5')).text();
    expect(html).toMatch(/<h1[^>]*>Synchron 5<\/h1>/);
    expect(html).toContain('Mécanismes synchrones');
    expect((await request.get('/mechanizmy/nie-ma-takiego')).status()).toBe(404);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/aktualnosci', '/en/realizations', '/fr/mecanismes', '/mechanizmy/synchron-5']) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await openAsReturningVisitor(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('no axe violations on a news post', async ({ page, request }) => {
    const post = await newestPost(request, 'fr');
    await openAsReturningVisitor(page, post.path);
    await expectNoAxeViolations(page);
  });

  test('no axe violations with the realization gallery open', async ({ page }) => {
    await openRealizations(page, '/realizacje');
    await page
      .getByRole('button', { name: /^Otwórz galerię: .+, \d+ zdj/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
