// The publishing workflow's checks on the composed system, each on a record the test makes through the back-office API
// and deletes at the end (even when it fails), so the sample content is never changed:
// - an editor renames a product's slug in its form: the old address answers 301 to the new one in Polish and
//   English, the new one 200, and the redirects list shows them; deleting the product removes them;
// - HR sets a job offer's closing date a few seconds ahead in its form, and the offer leaves the job list by itself;
// - an editor drafts a change of a realization kept off the site, publishes the draft (still off the site), puts it on
//   the realizations page with "publish now", and schedules it off again, which happens by itself.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newStaffAccount, signInThroughApi } from './inbox-helpers';
import { withSavedCookieConsent } from './page-helpers';
import { apiGet } from './site-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

const headers = { Origin: ADMIN_URL };

type AdminRecord = Record<string, unknown> & { id: number; version: number };

async function adminGet<T = AdminRecord>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${ADMIN_URL}/api/admin${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Creates a record through the back-office API; its id. */
async function adminCreate(request: APIRequestContext, resource: string, record: object): Promise<number> {
  const response = await request.post(`${ADMIN_URL}/api/admin/${resource}`, { headers, data: record });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Deletes what a test made, whatever state the test left it in: its draft, its scheduled actions (one left waiting
 * would fail on the deleted record and stay on the list) and the record.
 */
async function adminDelete(request: APIRequestContext, resource: string, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  await request.delete(`${ADMIN_URL}/api/admin/drafts/${resource}/${id}`, { headers });
  const schedules = await adminGet<Array<{ id: number; resource: string | null; recordId: number }>>(
    request,
    '/schedules?perPage=100',
  );
  for (const action of schedules.filter((each) => each.resource === resource && each.recordId === id))
    await request.delete(`${ADMIN_URL}/api/admin/schedules/${action.id}`, { headers });
  const response = await request.delete(`${ADMIN_URL}/api/admin/${resource}/${id}`, { headers });
  expect([204, 404]).toContain(response.status());
}

/** A `datetime-local` value `seconds` from now, in the browser's (and this process's) time zone. */
function localInput(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(
    at.getMinutes(),
  )}:${two(at.getSeconds())}`;
}

/** Where `path` answers with a redirect (its status and the target's path), or its status alone. */
async function answer(request: APIRequestContext, path: string): Promise<{ status: number; to?: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  return location === undefined
    ? { status: response.status() }
    : { status: response.status(), to: new URL(location, 'http://site.invalid').pathname };
}

/** Whether the site's page at `path` shows `text` (server-rendered HTML, as a visitor's browser first gets it). */
const shows = async (request: APIRequestContext, path: string, text: string): Promise<boolean> =>
  (await (await request.get(path)).text()).includes(text);

test('a product renamed in the back office answers 301 from its old address in Polish and English', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAsNewEditor(page, 'QA Adresy');
  const stamp = Date.now();
  const oldSlug = `qa-krzeslo-${stamp}`;
  const newSlug = `qa-krzeslo-nowe-${stamp}`;
  // A copy of a sample product's texts and tabs (the tabs get new ids) under a name and slug of its own, without photos
  // or files.
  const {
    id: _id,
    version: _version,
    blocks,
    ...sample
  } = await adminGet<AdminRecord & { blocks: object[] }>(page.request, '/products/3');
  let id: number | undefined;
  try {
    id = await adminCreate(page.request, 'products', {
      ...sample,
      name: `QA Krzesło ${stamp}`,
      slug: oldSlug,
      similarProducts: [],
      relatedProduct: null,
      relationPosition: null,
      images: [],
      blocks: blocks.map(({ id: _blockId, ...block }: { id?: number }) => block),
      files: [],
    });
    const { path: oldPl } = await apiGet<{ path: string }>(request, `/api/products/${id}`, 'pl');
    const { path: oldEn } = await apiGet<{ path: string }>(request, `/api/products/${id}`, 'en');
    expect(oldPl).toMatch(new RegExp(`^/produkty/[^/]+/${oldSlug}$`));
    expect(oldEn).toMatch(new RegExp(`^/en/products/[^/]+/${oldSlug}$`));
    const newPl = oldPl.replace(oldSlug, newSlug);
    const newEn = oldEn.replace(oldSlug, newSlug);

    await page.goto(`${ADMIN_URL}/products/${id}`);
    const slug = page.getByLabel(/^Adres \(slug\)/);
    await expect(slug).toHaveValue(oldSlug);
    await slug.fill(newSlug);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText('Zapisano zmiany')).toBeVisible();

    await expect(async () => {
      expect(await answer(request, oldPl)).toEqual({ status: 301, to: newPl });
      expect(await answer(request, oldEn)).toEqual({ status: 301, to: newEn });
    }).toPass({ timeout: 10_000, intervals: [500] });
    expect((await answer(request, newPl)).status).toBe(200);
    expect((await answer(request, newEn)).status).toBe(200);

    await page.goto(`${ADMIN_URL}/redirects`);
    for (const [from, to] of [
      [oldPl, newPl],
      [oldEn, newEn],
    ] as const)
      await expect(page.getByRole('row').filter({ hasText: from })).toContainText(to);
  } finally {
    // Deleting the product removes the redirects that led to it.
    await adminDelete(page.request, 'products', id);
  }
  const left = await adminGet<Array<{ from: string }>>(page.request, '/redirects?perPage=100');
  expect(left.filter((redirect) => redirect.from.includes(oldSlug))).toEqual([]);
});

test('a job offer whose closing date passes leaves the job list by itself', async ({ page, request }) => {
  test.slow();
  await signInThroughApi(page.request, newStaffAccount('hr', 'QA Kadry'), true);
  const title = `Tapicer ${Date.now()}`;
  const list = '/kariera/oferty-pracy';
  let id: number | undefined;
  try {
    id = await adminCreate(page.request, 'job-offers', {
      position: 0,
      published: new Date().toISOString(),
      translations: {
        pl: {
          title,
          slug: `tapicer-${Date.now()}`,
          location: 'Kraków',
          employmentType: 'Umowa o pracę',
          description: '<p>Szyjemy fotele.</p>',
        },
        en: {},
        fr: {},
      },
    });
    await expect(async () => expect(await shows(request, list, title)).toBe(true)).toPass({ timeout: 10_000 });

    await page.goto(`${ADMIN_URL}/job-offers/${id}`);
    await expect(page.getByRole('group', { name: 'Polski' }).getByLabel(/^Stanowisko/)).toHaveValue(title);
    await page.getByLabel('Koniec naboru').fill(localInput(6));
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText('Zapisano zmiany')).toBeVisible();

    const visitor = await page.context().newPage();
    await withSavedCookieConsent(visitor);
    await expect(async () => {
      await visitor.goto(list);
      await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 30_000, intervals: [1000] });
    // The API's runner has also taken it off the site (a revision of its own).
    await expect(async () => {
      expect((await adminGet(page.request, `/job-offers/${id}`)).isPublished).toBe(false);
    }).toPass({ timeout: 10_000 });
  } finally {
    await adminDelete(page.request, 'job-offers', id);
  }
});

/** The realizations page (a visitor's browser) shows `title`, or not. */
async function expectOnRealizations(visitor: Page, title: string, shown: boolean, timeout: number): Promise<void> {
  await expect(async () => {
    await visitor.goto('/realizacje');
    // Shown on its card (and in its gallery's texts): once or more.
    if (shown) await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 500 });
    else await expect(visitor.getByText(title)).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout, intervals: [250] });
}

test('a realization is drafted, published now and scheduled off the realizations page', async ({ page, request }) => {
  test.slow();
  await signInAsNewEditor(page, 'QA Realizacje');
  const stamp = Date.now();
  const title = `Biuro QA ${stamp}`;
  const drafted = `Nowe biuro QA ${stamp}`;
  const realizations = await adminGet<Array<AdminRecord & { images: Array<{ id: number }> }>>(
    page.request,
    '/realizations?perPage=100',
  );
  const photo = realizations[0]?.images[0];
  if (photo === undefined) throw new Error('The sample content has no realization photo');
  const photoId = Math.max(...realizations.flatMap((each) => each.images.map((image) => image.id))) + 1;
  const visitor = await page.context().newPage();
  await withSavedCookieConsent(visitor);
  let id: number | undefined;
  try {
    id = await adminCreate(page.request, 'realizations', {
      position: 0,
      isPublished: false,
      translations: { pl: { title, slug: `biuro-qa-${stamp}`, lead: '<p>Meble do biura.</p>' } },
      images: [{ ...photo, id: photoId }],
    });

    await page.goto(`${ADMIN_URL}/realizations/${id}`);
    const polishTitle = page
      .getByRole('group', { name: 'Polski' })
      .first()
      .getByLabel(/^Tytuł/);
    await expect(polishTitle).toHaveValue(title);
    const publishing = page.getByRole('region', { name: 'Publikacja' });
    await expect(publishing.getByRole('heading', { name: 'Niepublikowany' })).toBeVisible();
    // A realization has no page of its own: nothing to preview.
    await expect(page.getByRole('button', { name: 'Podgląd' })).toHaveCount(0);

    await polishTitle.fill(drafted);
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await expect(page.getByText('Zapisano szkic. Strona się nie zmieniła.')).toBeVisible();
    await page.getByRole('button', { name: 'Opublikuj szkic' }).click();
    await page.getByRole('button', { name: /Potwierdź/ }).click();
    await expect(page.getByText('Opublikowano. Strona już to pokazuje.')).toBeVisible();
    // The draft's text is the realization's now, and it is still off the site.
    expect((await adminGet(page.request, `/realizations/${id}`)).translations).toMatchObject({
      pl: { title: drafted },
    });
    await expect(publishing.getByRole('heading', { name: 'Niepublikowany' })).toBeVisible();
    expect(await shows(request, '/realizacje', drafted)).toBe(false);

    await publishing.getByRole('button', { name: 'Opublikuj teraz' }).click();
    await expect(page.getByText('Opublikowano', { exact: true })).toBeVisible();
    // On the site within 2 s.
    await expectOnRealizations(visitor, drafted, true, 2_000);

    await expect(publishing.getByRole('heading', { name: 'Opublikowany' })).toBeVisible();
    await publishing.getByLabel('Data i godzina').fill(localInput(6));
    await publishing.getByRole('button', { name: 'Wycofaj o tej porze' }).click();
    await expect(page.getByText('Zaplanowano')).toBeVisible();
    await expectOnRealizations(visitor, drafted, false, 30_000);
  } finally {
    await adminDelete(page.request, 'realizations', id);
  }
});
