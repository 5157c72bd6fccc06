// Drafts on the composed system: an editor changes a product's short description as a draft, opens its preview in a
// new tab (the site's product page with the draft's text and the preview ribbon) while the public page keeps the old
// text, then publishes it and the public page shows the new text without a restart. The product is put back at the
// end.
import { test, expect } from './fixtures';
import { withSavedCookieConsent } from './page-helpers';
import { apiGet } from './site-helpers';
import { signInAsNewEditor } from './staff-accounts';

const ADMIN_URL = process.env.ADMIN_URL ?? 'http://localhost:3010';
const PRODUCT_ID = 3;

/** A new editor through the staff command, signed in on `page` (editors need no second factor). */

type AdminProduct = Record<string, unknown> & { version: number };

test('an editor drafts a product text, previews it in a new tab, and publishes it to the live site', async ({
  page,
  request,
}) => {
  await signInAsNewEditor(page, 'QA Drafts');
  const adminProduct = async () =>
    (await (await page.request.get(`${ADMIN_URL}/api/admin/products/${PRODUCT_ID}`)).json()) as AdminProduct;
  const original = await adminProduct();
  const { path: productPath } = await apiGet<{ path: string }>(request, `/api/products/${PRODUCT_ID}`);
  const drafted = `Szkic opisu ${Date.now()}`;

  try {
    await page.goto(`${ADMIN_URL}/products/${PRODUCT_ID}`);
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(drafted);
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await expect(page.getByText('Zapisano szkic. Strona się nie zmieniła.')).toBeVisible();
    await expect(page.getByText(/Edytujesz szkic z .*, autor: QA Drafts/)).toBeVisible();

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Podgląd' }).click(),
    ]);
    await expect(preview).toHaveURL(/\/preview\/product\/\d+\?draft=/);
    await expect(preview.getByText(drafted)).toBeVisible();
    await expect(preview.locator('.ef-preview-ribbon')).toBeVisible();

    const visitor = await page.context().newPage();
    await withSavedCookieConsent(visitor);
    await visitor.goto(productPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(drafted)).toHaveCount(0);

    await page.getByRole('button', { name: 'Opublikuj szkic' }).click();
    await page.getByRole('button', { name: /Potwierdź/ }).click();
    await expect(page.getByText('Opublikowano. Strona już to pokazuje.')).toBeVisible();
    await expect(async () => {
      await visitor.goto(productPath);
      await expect(visitor.getByText(drafted)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    const { version } = await adminProduct();
    // A draft left by a failed run would be based on the version the restore below replaces.
    await page.request.delete(`${ADMIN_URL}/api/admin/drafts/products/${PRODUCT_ID}`, {
      headers: { Origin: ADMIN_URL },
    });
    const { version: _old, ...fields } = original;
    const restored = await page.request.put(`${ADMIN_URL}/api/admin/products/${PRODUCT_ID}`, {
      headers: { Origin: ADMIN_URL },
      data: { ...fields, version },
    });
    expect(restored.status()).toBe(200);
  }
});
