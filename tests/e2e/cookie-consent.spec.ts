// SPEC §4 cookie consent: opens after about 1 s; a saved choice keeps it closed on the next visit.
import { test, expect, waitForHydration } from './fixtures';

test('the cookie popup appears after about a second and stays closed after consent', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const popup = page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' });
  await expect(popup).toHaveCount(0);
  const shownAt = Date.now();
  await expect(popup).toBeVisible({ timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThan(500);

  await popup.getByRole('button', { name: 'Ustawienia' }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
  await expect(settings.getByRole('checkbox', { name: /Niezbędne/ })).toBeDisabled();
  await settings.getByRole('checkbox', { name: /Analityczne/ }).check();
  await settings.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(settings).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ef:cookie-consent') ?? 'null'));
  expect(stored).toMatchObject({ necessary: true, functional: false, performance: true, advertising: false });

  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(1800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
