// Ordering in the back office on the composed system: an editor moves a product's second tab above the first,
// saves, and the product page on the site shows the tabs in the new order without a restart (the product is an
// imported one, whose photos are not in the media library: its form saves them as they are). The product is put
// back at the end, even when a step fails.
import { test, expect } from './fixtures';
import { openAsReturningVisitor } from './page-helpers';
import { apiGet } from './site-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

const PRODUCT_ID = 8;

type AdminProduct = Record<string, unknown> & {
  version: number;
  blocks: Array<{ translations: { pl: { name: string } } }>;
};

test("an editor moves a product's second tab above the first and the site shows the new order", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(page, 'QA Reorder');
  const adminProduct = async () =>
    (await (await page.request.get(`${ADMIN_URL}/api/admin/products/${PRODUCT_ID}`)).json()) as AdminProduct;
  const original = await adminProduct();
  const [first, second] = original.blocks.map((block) => block.translations.pl.name);
  expect(first).toBeDefined();
  expect(second).toBeDefined();
  const { path: productPath } = await apiGet<{ path: string }>(request, `/api/products/${PRODUCT_ID}`);

  try {
    await page.goto(`${ADMIN_URL}/products/${PRODUCT_ID}`);
    await expect(page.getByRole('textbox', { name: 'Nazwa', exact: true })).not.toHaveValue('');
    await page.getByRole('tab', { name: 'Zakładki' }).click();
    await expect(page.getByRole('tab', { name: 'Zakładki' })).toHaveAttribute('aria-selected', 'true');
    const tabs = page.getByRole('list', { name: 'Zakładki' });
    // The form shows the loaded tabs before anything is dragged.
    await expect(tabs.getByRole('listitem').first()).toHaveAccessibleName(`1. ${first}`);

    // Moved with the keyboard (a mouse drag is covered by the component tests: Playwright's drag did not reach the
    // drop handler here).
    await tabs.getByRole('button', { name: `Przesuń wyżej: 2. ${second}` }).press('Enter');
    await expect(tabs.getByRole('listitem').nth(0)).toHaveAccessibleName(`1. ${second}`);
    await expect(tabs.getByRole('listitem').nth(1)).toHaveAccessibleName(`2. ${first}`);
    await expect(page.getByRole('status').filter({ hasText: 'Przeniesiono' })).toHaveText(
      `Przeniesiono „${second}” na pozycję 1 z ${original.blocks.length}`,
    );

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/products/${PRODUCT_ID}`),
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);

    const visitor = await page.context().newPage();
    await expect(async () => {
      await openAsReturningVisitor(visitor, productPath);
      await expect(visitor.getByRole('tab').nth(0)).toHaveText(second ?? '', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(visitor.getByRole('tab').nth(1)).toHaveText(first ?? '');
  } finally {
    const { version } = await adminProduct();
    const { version: _old, ...fields } = original;
    const restored = await page.request.put(`${ADMIN_URL}/api/admin/products/${PRODUCT_ID}`, {
      headers: { Origin: ADMIN_URL },
      data: { ...fields, version },
    });
    expect(restored.status()).toBe(200);
  }
});
