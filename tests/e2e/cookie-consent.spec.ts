// Cookie consent (docs/behaviour.md#cookie-consent): opens after about 1 s; a saved choice keeps it closed on the next
// visit, and the server does not even render it then (the choice is mirrored in a first-party cookie). The footer
// reopens the settings.
import { test, expect, waitForHydration } from './fixtures';
import { expectCookiePopupShown } from './page-helpers';

test('the cookie popup appears after about a second and stays closed after consent', async ({ page }) => {
  // Notes when the popup first becomes visible, in ms since the navigation started.
  await page.addInitScript(() => {
    const watch = () => {
      const popup = document.querySelector('.ef-cookie');
      if (popup && getComputedStyle(popup).visibility === 'visible') {
        (window as unknown as { cookieShownAt: number }).cookieShownAt = performance.now();
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' });
  await expect(popup).toBeVisible({ timeout: 4000 });
  const shownAt = await page.evaluate(() => (window as unknown as { cookieShownAt: number }).cookieShownAt);
  expect(shownAt).toBeGreaterThan(900);
  await waitForHydration(page);

  await popup.getByRole('button', { name: 'Ustawienia' }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
  await expect(settings.getByRole('checkbox', { name: /Niezbędne/ })).toBeDisabled();
  await settings.getByRole('checkbox', { name: /Analityczne/ }).check();
  await settings.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(settings).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ef:cookie-consent') ?? 'null'));
  expect(stored).toMatchObject({ necessary: true, functional: false, performance: true, advertising: false });
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'ef_consent');
  expect(cookie).toMatchObject({ value: 'performance', sameSite: 'Lax', httpOnly: false, path: '/' });

  // The page's clock runs past the popup's delay (1 s) at once: no timer may open it.
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(2000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the server renders the popup for a first visit only, never once the visitor has chosen', async ({ request }) => {
  const first = await (await request.get('/o-nas')).text();
  expect(first).toMatch(/<div class="ef-cookie ef-cookie--delayed" role="dialog"/);

  const returning = await (await request.get('/o-nas', { headers: { cookie: 'ef_consent=none' } })).text();
  expect(returning).not.toContain('class="ef-cookie');
  expect(returning).toContain('"visitor":{"consentChosen":true');
});

test('a visitor who has chosen sees no popup at any moment of the page load', async ({ page, context }) => {
  await context.addCookies([{ name: 'ef_consent', value: 'functional', url: 'http://localhost:3000' }]);
  await page.addInitScript(() =>
    localStorage.setItem(
      'ef:cookie-consent',
      JSON.stringify({ necessary: true, functional: true, performance: false, advertising: false, savedAt: 'x' }),
    ),
  );
  // A controlled clock: the popup's 1 s delay passes without the test sleeping.
  await page.clock.install();
  await page.goto('/');
  expect(await page.locator('.ef-cookie').count()).toBe(0);
  await waitForHydration(page);
  await page.clock.runFor(5000);
  await expect(page.locator('.ef-cookie')).toHaveCount(0);
});

test('the footer reopens the cookie settings with the current choices; a withdrawal applies at once', async ({
  page,
}) => {
  await page.goto('/kontakt');
  await waitForHydration(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia plików cookie' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: /Funkcjonalne/ })).toBeFocused();
  for (const name of [/Funkcjonalne/, /Analityczne/, /Reklamowe/])
    await expect(settings.getByRole('checkbox', { name })).toBeChecked();

  await settings.getByRole('checkbox', { name: /Analityczne/ }).press('Space');
  await settings.getByRole('checkbox', { name: /Reklamowe/ }).uncheck();
  await settings.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(settings).toHaveCount(0);
  await expect(reopen).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ef:cookie-consent') ?? 'null'))).toMatchObject({
    functional: true,
    performance: false,
    advertising: false,
  });
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'ef_consent')?.value).toBe('functional');

  // On another page (client-side navigation) the control is there too, and Escape leaves without a change.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Polityka prywatności' }).last().click();
  await expect(page).toHaveURL(/polityka-prywatnosci$/);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia plików cookie' }).click();
  await expect(settings.getByRole('checkbox', { name: /Analityczne/ })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
});

test('the popup of a first visit never takes the focus from a visitor typing in a form', async ({ page }) => {
  await page.goto('/kontakt');
  await waitForHydration(page);
  const name = page.getByRole('textbox', { name: /Imię i nazwisko/ });
  await name.click();
  await page.keyboard.type('Anna Nowak', { delay: 50 });
  await expectCookiePopupShown(page);
  await page.keyboard.type(' z Krakowa');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Anna Nowak z Krakowa');
  // Announced instead, and the first stop of Tab after the skip link.
  await expect(page.getByRole('dialog').getByRole('status')).toContainText('Szanujemy Twoją prywatność');
});
