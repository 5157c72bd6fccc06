// Content pages (mfe-content): the front-page slider on the shared carousel, lazily loaded blocks that are complete
// in the server HTML, the contact block with its question form (validation only: the form endpoint comes later),
// and zero axe violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens a page as a returning visitor (cookie choice saved, so no popup over the content). */
async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'ef:cookie-consent',
      JSON.stringify({ necessary: true, functional: false, performance: false, advertising: false, savedAt: '2026-01-01T00:00:00.000Z' }),
    );
  });
  await page.goto(path);
  await waitForHydration(page);
}

function slider(page: Page) {
  return page.getByRole('region', { name: 'Wyróżnione' });
}

/** The label ("n z N") of the one slide not hidden from assistive technology. */
async function shownSlide(page: Page): Promise<string | null> {
  const shown = slider(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown).toHaveCount(1);
  return shown.getAttribute('aria-label');
}

/** Moves the pointer off the slider and focus out of it, so autoplay may run. */
async function leaveSlider(page: Page) {
  await page.mouse.move(5, 880);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('front page slider', () => {
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'no-preference' });

  test('is in the server HTML with the first slide shown and its image eager', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/aria-label="1 z \d+"/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  });

  test('moves with next, previous and the dots, and nothing shifts when it starts', async ({ page, problems }) => {
    await open(page, '/');
    const region = slider(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await shownSlide(page)).toBe('1 z 3');
    await region.getByRole('button', { name: 'Następny slajd' }).click();
    await expect.poll(() => shownSlide(page)).toBe('2 z 3');
    await region.getByRole('button', { name: 'Poprzedni slajd' }).click();
    await region.getByRole('button', { name: 'Poprzedni slajd' }).click();
    await expect.poll(() => shownSlide(page)).toBe('3 z 3');
    await region.getByRole('button', { name: 'Przejdź do slajdu 2' }).click();
    await expect.poll(() => shownSlide(page)).toBe('2 z 3');
    await expect(region.getByRole('button', { name: 'Przejdź do slajdu 2' })).toHaveAttribute('aria-current', 'true');
    await expect(region.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(1);

    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(layoutShift).toBeLessThan(0.02);
    expect(problems.errors).toEqual([]);
  });

  test('autoplays after about 3 s, pauses on hover and stops with the pause control', async ({ page }) => {
    await open(page, '/');
    const region = slider(page);
    await leaveSlider(page);
    await expect.poll(() => shownSlide(page), { timeout: 5000 }).toBe('2 z 3');

    await region.hover();
    const hovered = await shownSlide(page);
    await page.waitForTimeout(3600);
    expect(await shownSlide(page)).toBe(hovered);

    await region.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' }).click();
    await leaveSlider(page);
    const paused = await shownSlide(page);
    await page.waitForTimeout(3600);
    expect(await shownSlide(page)).toBe(paused);

    await region.getByRole('button', { name: 'Włącz automatyczne przewijanie' }).click();
    await leaveSlider(page);
    await expect.poll(() => shownSlide(page), { timeout: 5000 }).not.toBe(paused);
  });
});

test('a visitor who prefers reduced motion gets no autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  await leaveSlider(page);
  await page.waitForTimeout(3600);
  expect(await shownSlide(page)).toBe('1 z 3');
  await expect(slider(page).getByRole('button', { name: 'Włącz automatyczne przewijanie' })).toBeVisible();
});

test.describe('contact page', () => {
  test('shows the company contact details from the server HTML', async ({ request }) => {
    const html = await (await request.get('/kontakt')).text();
    expect(html).toContain('sprzedaz@ergoforma.example');
    expect(html).toContain('Imię i nazwisko');
  });

  test('an empty submit shows "pole wymagane" on the required fields, focuses the first, sends nothing and keeps input', async ({ page, problems }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await open(page, '/kontakt');
    const form = page.getByRole('form', { name: 'Napisz do nas' });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('pole wymagane')).toHaveCount(4);
    const name = form.getByRole('textbox', { name: /Imię i nazwisko/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('pole wymagane');

    await name.fill('Anna Nowak');
    await form.getByRole('textbox', { name: /Wiadomość/ }).fill('Czy krzesło Now ma zagłówek?');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await expect(name).toHaveValue('Anna Nowak');
    await expect(form.getByRole('textbox', { name: /Wiadomość/ })).toHaveValue('Czy krzesło Now ma zagłówek?');
    await expect(form.getByText('pole wymagane')).toHaveCount(2);
    expect(posts.filter((url) => url.includes('client_questions'))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('is complete after client-side navigation from the front page (blocks loaded on demand)', async ({ page, problems }) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).first().click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('form', { name: 'Napisz do nas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'serwis@ergoforma.example' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('speaks English on the English contact page', async ({ page }) => {
    await open(page, '/en/contact');
    const form = page.getByRole('form');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('required field')).toHaveCount(4);
  });
});

for (const path of ['/', '/kontakt']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await open(page, path);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
