// The pages a visitor looks at first fill the screen at both widths: no short block stranded beside a wide blank on
// a desktop, no product cropped out of the front slider on a phone (docs/behaviour.md#content-blocks).
import type { BrowserContext, Locator } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/** A visitor who has chosen cookies, so the popup covers nothing. */
async function returningVisitor(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'ef_consent', value: 'none', url: baseURL }]);
}

async function width(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.width;
}

/** The width inside the element's padding: what its content may fill. */
function contentWidth(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the contact page's company card spans the page, its address beside the phone and e-mails", async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL!);
    await page.goto('/kontakt');
    await waitForHydration(page);
    const details = page.locator('main').getByRole('heading', { name: 'Siedziba firmy' }).locator('..');
    expect(await width(details)).toBeGreaterThan((await contentWidth(details.locator('..'))) * 0.98);
    const address = (await details.locator('address').boundingBox())!;
    const phone = (await details.getByRole('link', { name: /^\+48/ }).boundingBox())!;
    expect(phone.x).toBeGreaterThan(address.x + address.width);
  });

  test("the careers page's job offers span the page", async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL!);
    await page.goto('/kariera');
    await waitForHydration(page);
    const block = page.locator('section[aria-labelledby="job-list-block-title"]');
    const offer = block.getByRole('listitem').first();
    await expect(offer).toBeVisible();
    expect(await width(offer)).toBeGreaterThan((await contentWidth(block)) * 0.98);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every front slide crops its picture to the chair, in the right part of the picture', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL!);
    await page.goto('/');
    await waitForHydration(page);
    const pictures = page.getByRole('region', { name: 'Wyróżnione' }).locator('img');
    expect(await pictures.count()).toBeGreaterThan(1);
    for (const position of await pictures.evaluateAll((images) =>
      images.map((image) => getComputedStyle(image).objectPosition),
    )) {
      expect(parseFloat(position.split(' ')[0])).toBeGreaterThanOrEqual(75);
    }
  });
});
