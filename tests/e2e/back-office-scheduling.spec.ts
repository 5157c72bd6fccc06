// Scheduled publishing on the composed system, run by the API's runner (a one-second period in this configuration):
// an editor schedules a product to come off the site a few seconds ahead, and it does by itself: its page answers 404
// and sitemap.xml leaves it out; published again from its edit page, it is back on both (which also restores the
// sample content). A news post kept off the site is changed as a draft and previewed (the preview shows the draft,
// its address answers 404), the draft is published while the post stays off the site, and the post's schedule puts
// it on the news list and in sitemap.xml by itself.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiGet } from './site-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

const PRODUCT = { id: 3, slug: 'lambda', name: 'Lambda' };

/** Whether the site shows the product: its page's status and whether sitemap.xml lists it. */
async function onSite(request: APIRequestContext, path: string): Promise<{ page: number; inSitemap: boolean }> {
  const [page, sitemap] = await Promise.all([request.get(path, { maxRedirects: 0 }), request.get('/sitemap.xml')]);
  return { page: page.status(), inSitemap: (await sitemap.text()).includes(`${path}</loc>`) };
}

/** A `datetime-local` value `seconds` from now, in the browser's (and this process's) time zone. */
function localInput(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(
    at.getMinutes(),
  )}:${two(at.getSeconds())}`;
}

test('a product scheduled to be unpublished leaves the site and sitemap.xml by itself, and comes back when published', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { path } = await apiGet<{ path: string }>(request, `/api/products/${PRODUCT.slug}`);
  expect(await onSite(request, path)).toEqual({ page: 200, inSitemap: true });

  await signInAsNewEditor(page, 'QA Scheduler');
  await page.goto(`${ADMIN_URL}/products/${PRODUCT.id}`);
  const publishing = page.getByRole('region', { name: 'Publikacja' });
  await expect(publishing.getByRole('heading', { name: 'Opublikowany' })).toBeVisible();
  await publishing.getByLabel('Data i godzina').fill(localInput(8));
  await publishing.getByRole('button', { name: 'Wycofaj o tej porze' }).click();
  await expect(page.getByText('Zaplanowano')).toBeVisible();

  await page.goto(`${ADMIN_URL}/schedules`);
  await expect(
    page.getByRole('row', { name: new RegExp(`${PRODUCT.name} \\(products ${PRODUCT.id}\\)`) }),
  ).toContainText('wycofanie');

  await expect(async () => {
    expect(await onSite(request, path)).toEqual({ page: 404, inSitemap: false });
  }).toPass({ timeout: 40_000, intervals: [1000] });
  // Done: no longer waiting on the list.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`\\(products ${PRODUCT.id}\\)`) })).toHaveCount(0);

  await page.goto(`${ADMIN_URL}/products/${PRODUCT.id}`);
  await expect(publishing.getByRole('heading', { name: 'Niepublikowany' })).toBeVisible();
  await publishing.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(page.getByText('Opublikowano')).toBeVisible();
  await expect(async () => {
    expect(await onSite(request, path)).toEqual({ page: 200, inSitemap: true });
  }).toPass({ timeout: 20_000, intervals: [1000] });
});

test('a news post is drafted, previewed and scheduled, and appears on the news list and in sitemap.xml by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsNewEditor(page, 'QA Scheduler');
  const stamp = Date.now();
  const slug = `salon-${stamp}`;
  const path = `/aktualnosci/${slug}`;
  const texts = { lead: '<p>Otwieramy salon.</p>', content: '<p>Zapraszamy.</p>', imageAlt: null };
  const created = await page.request.post(`${ADMIN_URL}/api/admin/posts`, {
    headers: { Origin: ADMIN_URL },
    data: {
      published: new Date().toISOString(),
      isPublished: false,
      image: null,
      translations: { pl: { title: `Salon ${stamp}`, slug, ...texts, seoTitle: null, seoDescription: null } },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto(`${ADMIN_URL}/posts/${id}`);
    const title = `Nowy salon ${stamp}`;
    await page
      .getByRole('group', { name: 'Polski' })
      .getByLabel(/^Tytuł(\s*\*)?$/)
      .fill(title);
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await expect(page.getByText('Zapisano szkic. Strona się nie zmieniła.')).toBeVisible();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Podgląd' }).click(),
    ]);
    await expect(preview).toHaveURL(/\/preview\/post\/\d+\?draft=/);
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await onSite(request, path)).toEqual({ page: 404, inSitemap: false });

    await page.getByRole('button', { name: 'Opublikuj szkic' }).click();
    await page.getByRole('button', { name: /Potwierdź/ }).click();
    const publishing = page.getByRole('region', { name: 'Publikacja' });
    await expect(publishing.getByRole('heading', { name: 'Niepublikowany' })).toBeVisible();
    await publishing.getByLabel('Data i godzina').fill(localInput(8));
    await publishing.getByRole('button', { name: 'Opublikuj o tej porze' }).click();
    await expect(page.getByText('Zaplanowano')).toBeVisible();
    expect(await onSite(request, path)).toEqual({ page: 404, inSitemap: false });

    await expect(async () => {
      expect(await onSite(request, path)).toEqual({ page: 200, inSitemap: true });
    }).toPass({ timeout: 40_000, intervals: [1000] });
    await expect(async () => {
      expect(await (await request.get('/aktualnosci')).text()).toContain(title);
    }).toPass({ timeout: 10_000 });
  } finally {
    await page.request.delete(`${ADMIN_URL}/api/admin/posts/${id}`, { headers: { Origin: ADMIN_URL } });
  }
});
