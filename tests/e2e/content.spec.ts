// Content pages (mfe-content): the front-page slider on the shared carousel, lazily loaded blocks that are complete
// in the server HTML, the contact, cooperation and quotation forms (sent for real: the API stores them; and
// refused: the message shows and the input stays), and zero axe violations on each content page.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openAsReturningVisitor, WCAG_TAGS } from './page-helpers';
import { layoutShiftSoFar, recordSwiperScripts } from './swiper-helpers';

/** The API's stored submissions of one form, read with its CLI (the same database the running API writes). */
function storedSubmissions(form: 'client_question' | 'cooperation_request' | 'proposal_request'): string {
  return execFileSync('node', ['api/dist/cli/list-submissions.js', '--json', '--form', form], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
}

/** A text no earlier run used, to find this run's submission among the stored ones. */
function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Opens a page as a returning visitor (cookie choice saved, so no popup over the content). */
async function open(page: Page, path: string) {
  await openAsReturningVisitor(page, path);
  // Blocks hydrate as their lazily loaded code arrives, which may be after the shell marked the page hydrated.
  await page.waitForLoadState('networkidle');
}

function slider(page: Page) {
  return page.getByRole('region', { name: 'Wyróżnione' });
}

/** The label ("n z N") of the one slide not hidden from assistive technology. */
async function shownSlide(page: Page): Promise<string | null> {
  const shown = slider(page).locator('[aria-roledescription="slajd"]:not([aria-hidden="true"])');
  await expect(shown).toHaveCount(1);
  return shown.getAttribute('aria-label');
}

/** The label of the one slide the visitor sees: opaque and in the slider's box (null while it moves or fades). */
async function paintedSlide(page: Page): Promise<string | null> {
  return slider(page).evaluate((region) => {
    const box = region.getBoundingClientRect();
    const painted = Array.from(region.querySelectorAll('[aria-roledescription="slajd"]')).filter((slide) => {
      const place = slide.getBoundingClientRect();
      return getComputedStyle(slide).opacity === '1' && Math.abs(place.left - box.left) < 1;
    });
    return painted.length === 1 ? painted[0].getAttribute('aria-label') : null;
  });
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
    // The screen-reader words for the carousel and its slides are in the page's language.
    expect(html).toContain('aria-roledescription="karuzela"');
    expect(html).toMatch(/aria-label="1 z \d+"/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  });

  test('moves with next, previous and the dots, and nothing shifts when it starts', async ({ page, problems }) => {
    await open(page, '/');
    const region = slider(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'karuzela');
    // On a busy machine autoplay may have moved on while the page loaded; with the pointer on the slider it holds.
    await region.getByRole('button', { name: 'Przejdź do slajdu 1' }).click();
    await expect.poll(() => shownSlide(page)).toBe('1 z 3');
    await region.getByRole('button', { name: 'Następny slajd' }).click();
    await expect.poll(() => shownSlide(page)).toBe('2 z 3');
    await region.getByRole('button', { name: 'Poprzedni slajd' }).click();
    await region.getByRole('button', { name: 'Poprzedni slajd' }).click();
    await expect.poll(() => shownSlide(page)).toBe('3 z 3');
    await region.getByRole('button', { name: 'Przejdź do slajdu 2' }).click();
    await expect.poll(() => shownSlide(page)).toBe('2 z 3');
    await expect(region.getByRole('button', { name: 'Przejdź do slajdu 2' })).toHaveAttribute('aria-current', 'true');
    await expect(region.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(1);

    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    expect(problems.errors).toEqual([]);
  });

  test('autoplays after about 3 s without Swiper, which arrives when the visitor points at the slider; pauses on hover and stops with the pause control', async ({
    page,
    problems,
  }) => {
    const swiperScripts = recordSwiperScripts(page);
    // The page's timers run on Playwright's clock: time flows, and runFor() moves it on at once.
    await page.clock.install();
    await open(page, '/');
    const region = slider(page);
    await leaveSlider(page);
    expect(await paintedSlide(page)).toBe('1 z 3');
    await page.clock.runFor(3600);
    await expect.poll(() => shownSlide(page)).toBe('2 z 3');
    await expect.poll(() => paintedSlide(page)).toBe('2 z 3');
    await expect(region.getByRole('button', { name: 'Przejdź do slajdu 2' })).toHaveAttribute('aria-current', 'true');
    expect(await swiperScripts()).toEqual([]);
    await expect(region.locator('.swiper-initialized')).toHaveCount(0);

    // Pointing at the slider loads Swiper, which starts at the slide shown: nothing jumps or shifts.
    await region.hover();
    await expect(region.locator('.swiper-initialized')).toHaveCount(1);
    expect(await swiperScripts()).not.toEqual([]);
    expect(await shownSlide(page)).toBe('2 z 3');
    expect(await paintedSlide(page)).toBe('2 z 3');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    await page.clock.runFor(3600);
    expect(await shownSlide(page)).toBe('2 z 3');
    await region.getByRole('button', { name: 'Następny slajd' }).click();
    await expect.poll(() => paintedSlide(page)).toBe('3 z 3');

    await region.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' }).click();
    await leaveSlider(page);
    const paused = await shownSlide(page);
    await page.clock.runFor(3600);
    expect(await shownSlide(page)).toBe(paused);

    await region.getByRole('button', { name: 'Włącz automatyczne przewijanie' }).click();
    await leaveSlider(page);
    await page.clock.runFor(3600);
    await expect.poll(() => shownSlide(page)).toBe('1 z 3');
    await expect.poll(() => paintedSlide(page)).toBe('1 z 3');
    expect(problems.errors).toEqual([]);
  });

  test('after the last slide autoplay shows the first again, still without Swiper', async ({ page }) => {
    const swiperScripts = recordSwiperScripts(page);
    await page.clock.install();
    await open(page, '/');
    await leaveSlider(page);
    for (const label of ['2 z 3', '3 z 3', '1 z 3']) {
      await page.clock.runFor(3600);
      await expect.poll(() => shownSlide(page)).toBe(label);
      await expect.poll(() => paintedSlide(page)).toBe(label);
    }
    expect(await swiperScripts()).toEqual([]);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  });
});

test.describe('front page slider without motion', () => {
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

  test('a visitor who prefers reduced motion gets no autoplay', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    await leaveSlider(page);
    await page.clock.runFor(3600);
    expect(await shownSlide(page)).toBe('1 z 3');
    await expect(slider(page).getByRole('button', { name: 'Włącz automatyczne przewijanie' })).toBeVisible();
  });

  test('the first view downloads no Swiper; pointing at the slider loads it, and nothing shifts', async ({
    page,
    problems,
  }) => {
    const swiperScripts = recordSwiperScripts(page);
    await open(page, '/');
    const region = slider(page);
    // The server's markup shows the first slide and its image without Swiper.
    await expect(region.getByRole('img').first()).toBeVisible();
    expect(await shownSlide(page)).toBe('1 z 3');
    await expect(region.locator('.swiper-initialized')).toHaveCount(0);
    expect(await swiperScripts()).toEqual([]);

    await region.hover();
    await expect(region.locator('.swiper-initialized')).toHaveCount(1);
    expect(await swiperScripts()).not.toEqual([]);
    expect(await shownSlide(page)).toBe('1 z 3');
    // Hovering is no input for the layout-shift score: a shift while Swiper starts would count.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    await region.getByRole('button', { name: 'Następny slajd' }).click();
    await expect.poll(() => shownSlide(page)).toBe('2 z 3');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('contact page', () => {
  test('shows the company contact details from the server HTML', async ({ request }) => {
    const html = await (await request.get('/kontakt')).text();
    expect(html).toContain('sprzedaz@ergoforma.example');
    expect(html).toContain('Imię i nazwisko');
  });

  test('an empty submit shows "pole wymagane" on the required fields, focuses the first, sends nothing and keeps input', async ({
    page,
    problems,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await open(page, '/kontakt');
    const form = page.getByRole('form', { name: 'Napisz do nas' });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('pole wymagane')).toHaveCount(3);
    // The consent's error names the consent, in the words of the job application form.
    await expect(form.getByText('Zgoda na przetwarzanie danych osobowych jest wymagana')).toBeVisible();
    const name = form.getByRole('textbox', { name: /Imię i nazwisko/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('pole wymagane');

    await name.fill('Anna Nowak');
    await form.getByRole('textbox', { name: /Wiadomość/ }).fill('Czy krzesło Now ma zagłówek?');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await expect(name).toHaveValue('Anna Nowak');
    await expect(form.getByRole('textbox', { name: /Wiadomość/ })).toHaveValue('Czy krzesło Now ma zagłówek?');
    await expect(form.getByText('pole wymagane')).toHaveCount(1);
    expect(posts.filter((url) => url.includes('client_questions'))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('is complete after client-side navigation from the front page (blocks loaded on demand)', async ({
    page,
    problems,
  }) => {
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
    await expect(form.getByText('required field')).toHaveCount(3);
    await expect(form.getByText('Consent to the processing of personal data is required')).toBeVisible();
  });
});

test.describe('sending the contact form', () => {
  async function fillQuestion(page: Page, message: string) {
    const form = page.getByRole('form', { name: 'Napisz do nas' });
    await form.getByRole('textbox', { name: /Imię i nazwisko/ }).fill('Anna Nowak');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('anna.nowak@example.com');
    await form.getByRole('textbox', { name: /Telefon/ }).fill('+48 600 700 800');
    await form.getByRole('textbox', { name: /Wiadomość/ }).fill(message);
    await form.getByRole('checkbox', { name: /Wyrażam zgodę/ }).check();
    return form;
  }

  test('a valid question is stored by the API and the visitor is thanked', async ({ page, problems }) => {
    const message = uniqueText('Czy Now ma zagłówek?');
    await open(page, '/kontakt');
    const form = await fillQuestion(page, message);
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/client_questions') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Wyślij' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
    await expect(form.getByRole('textbox', { name: /Wiadomość/ })).toHaveValue('');
    expect(storedSubmissions('client_question')).toContain(message);
    expect(problems.errors).toEqual([]);
  });

  test('when the API fails, the failure message shows and the input stays', async ({ page }) => {
    await page.route('**/api/client_questions', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"500","message":"boom"}' }),
    );
    await open(page, '/kontakt');
    const form = await fillQuestion(page, 'Pytanie, które nie dotrze');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Błąd wysyłania wiadomości. Sprawdź formularz i spróbuj ponownie za chwilę',
    );
    await expect(form.getByRole('textbox', { name: /Imię i nazwisko/ })).toHaveValue('Anna Nowak');
    await expect(form.getByRole('textbox', { name: /Wiadomość/ })).toHaveValue('Pytanie, które nie dotrze');
    await expect(form.getByRole('checkbox', { name: /Wyrażam zgodę/ })).toBeChecked();
    expect(storedSubmissions('client_question')).not.toContain('Pytanie, które nie dotrze');
  });

  test("a 400 answer puts the API's field errors on their fields", async ({ page }) => {
    await page.route('**/api/client_questions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '400',
          message: 'Invalid form',
          errors: { phone: 'Numer telefonu jest nieprawidłowy' },
        }),
      }),
    );
    await open(page, '/kontakt');
    const form = await fillQuestion(page, 'Proszę o kontakt');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    const phone = form.getByRole('textbox', { name: /Telefon/ });
    await expect(phone).toHaveAccessibleDescription('Numer telefonu jest nieprawidłowy');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('+48 600 700 800');
    await expect(form.getByRole('alert')).toContainText('Błąd wysyłania wiadomości');
  });
});

test.describe('cooperation page', () => {
  test('sends a cooperation request that the API stores', async ({ page, problems }) => {
    const company = uniqueText('Meble Wielkopolska');
    await open(page, '/wspolpraca');
    const form = page.getByRole('form', { name: 'Zostań partnerem' });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('pole wymagane')).toHaveCount(6);
    await expect(form.getByRole('textbox', { name: /^Firma/ })).toBeFocused();

    await form.getByRole('textbox', { name: /^Firma/ }).fill(company);
    await form.getByRole('textbox', { name: /Imię i nazwisko/ }).fill('Jan Kowalski');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('jan@meble.example');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('+48 600 100 200');
    await form.getByRole('textbox', { name: /^Miasto/ }).fill('Poznań');
    await form.getByRole('combobox', { name: /Rodzaj współpracy/ }).selectOption('dealer');
    await form.getByRole('textbox', { name: /Wiadomość/ }).fill('Chcemy sprzedawać krzesła Ergoforma.');
    await form.getByRole('checkbox', { name: /Wyrażam zgodę/ }).check();
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
    const stored = storedSubmissions('cooperation_request');
    expect(stored).toContain(company);
    expect(stored).toContain('dealer');
    expect(problems.errors).toEqual([]);
  });

  test('offers a quotation request below, which the API stores', async ({ page }) => {
    const products = uniqueText('Now, Lambda');
    await open(page, '/en/cooperation');
    await page.getByText('Request a quotation').click();
    const form = page.getByRole('form', { name: 'Request a quotation' });
    await form.getByRole('textbox', { name: /Full name/ }).fill('Emma Brown');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('emma@office.example');
    await form.getByRole('textbox', { name: /^Products/ }).fill(products);
    await form.getByRole('textbox', { name: /^Quantity/ }).fill('0');
    await form.getByRole('textbox', { name: /^Message/ }).fill('A quote for our new office, please.');
    await form.getByRole('checkbox', { name: /I consent/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('textbox', { name: /^Quantity/ })).toHaveAccessibleDescription(
      'Enter a whole number from 1',
    );
    await form.getByRole('textbox', { name: /^Quantity/ }).fill('40');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent. Thank you');
    expect(storedSubmissions('proposal_request')).toContain(products);
  });

  test('tabs of data work with the keyboard', async ({ page }) => {
    await open(page, '/wspolpraca');
    const tabs = page.getByRole('tablist', { name: 'Dla kogo' }).getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Architekci' })).toBeVisible();
  });
});

test.describe('other content blocks', () => {
  test('about us shows the timeline, the factory slider and the downloads from the server HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/o-nas')).text();
    expect(html).toContain('Nasza historia');
    expect(html).toContain('1998');
    expect(html).toMatch(/aria-label="Zajrzyj do fabryki"/);
    expect(html).toContain('/media/downloads/');
  });

  test('ergonomics shows the chair adjustments, the sizes table and the catalogue products block', async ({
    page,
    problems,
  }) => {
    await open(page, '/ergonomia');
    await expect(page.getByRole('button', { name: /^Regulacja 1:/ })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Wysokość siedziska');
    await expect(page.locator('[data-block-module="catalogue/ProductsBlock"]').getByRole('link').first()).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  for (const width of [375, 1366]) {
    test(`the chair diagram's markers lie apart on the picture at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/ergonomia');
      const markers = page.getByRole('button', { name: /^Regulacja \d:/ });
      await expect(markers).toHaveCount(6);
      const boxes = await markers.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const { left, right } = element.parentElement!.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2, figure: { left, right } };
        }),
      );
      for (const [index, a] of boxes.entries()) {
        // Inside the picture...
        expect(a.x - a.r).toBeGreaterThanOrEqual(a.figure.left);
        expect(a.x + a.r).toBeLessThanOrEqual(a.figure.right);
        // ...and no two round markers touch.
        for (const b of boxes.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.r + b.r);
      }
    });
  }

  test('careers shows the job list of the careers remote', async ({ page }) => {
    await open(page, '/kariera');
    await expect(page.locator('[data-block-module="careers/JobList"]')).toBeVisible();
  });
});

for (const path of [
  '/',
  '/kontakt',
  '/o-nas',
  '/ergonomia',
  '/wspolpraca',
  '/kariera',
  '/en/cooperation',
  '/polityka-prywatnosci',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await open(page, path);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
