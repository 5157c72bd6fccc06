// The Content-Security-Policy holds on the composed site, a cached page being the same for everyone (as a CDN would
// serve it): on every page type, with the mega-menu, the search overlay, the product gallery, the cookie settings
// and a form submission exercised, and after a live swap of a remote, the browser reports zero violations (securitypolicyviolation events and the console's "Refused to ..." lines).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, region, waitForHydration } from './fixtures';
import { firstProductPath } from './site-helpers';

const ROOT = path.resolve(__dirname, '../..');

/** Records violations in the page (across navigations) and in the console. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  await waitForHydration(page);
}

test('the policy: the hash of each inline script and style, the same page and policy for everyone', async ({
  request,
}) => {
  const path = await firstProductPath(request);
  await request.get(path);
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()['x-cache']).toBe('HIT');
  // Nothing per visitor: a CDN that keeps the page keeps a policy as strict as the shell's.
  expect(await second.text()).toBe(await first.text());
  const policy = first.headers()['content-security-policy'];
  expect(second.headers()['content-security-policy']).toBe(policy);
  expect(first.headers()['cache-control']).toContain('s-maxage');
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(policy).toContain(directive);
  expect(policy).not.toMatch(/nonce|unsafe-eval|(script|style)-src [^;]*unsafe-inline/);
  const html = await first.text();
  // Every element that could run is inline and named by its hash: the markup has no script address to trust.
  expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*\ssrc=/);
  const inline = [...html.matchAll(/<(script|style)(?: data-href="[^"]*")?>([^]*?)<\/\1>/g)];
  expect(inline.filter(([, tag]) => tag === 'script')).toHaveLength(1);
  for (const [, tag, text] of inline) {
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy.split('; ').find((directive) => directive.startsWith(`${tag}-src `))).toContain(hash);
  }
  const headers = first.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('no violation on any page type, with menus, overlay, gallery, cookie settings and a form', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);

  // First visit: the cookie popup opens; its settings view saves a choice.
  await open(page, '/');
  const popup = page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' });
  await popup.getByRole('button', { name: 'Ustawienia' }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
  await settings.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(settings).toHaveCount(0);

  // The mega-menu with a category's products (loaded on demand).
  await page.getByRole('button', { name: 'Produkty', exact: true }).click();
  const toggle = page.getByRole('button', { name: 'Modele: Krzesła obrotowe' });
  await toggle.click();
  await expect(
    page
      .locator(`#${await toggle.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first(),
  ).toBeVisible();

  // The search overlay, submitted: a client-side navigation to the search page.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Wyszukiwarka' }).click();
  const field = page.getByRole('searchbox', { name: 'Szukaj w serwisie' });
  await field.fill('krzeslo');
  await field.press('Enter');
  await expect(region(page, 'search')).toBeVisible();

  // The product page and its gallery.
  await open(page, await firstProductPath(request));
  const gallery = page.getByRole('region', { name: 'Galeria zdjęć produktu' });
  // The first arrow key loads and starts Swiper, then moves the gallery. The page's own code may hydrate after the
  // shell marked the page hydrated: its arrow-key listener is there once the network is quiet.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('group', { name: /^Zdjęcie 2 z/ })).toBeVisible();
  await expect(gallery.locator('.swiper-initialized').first()).toBeVisible();

  // Every other page type, server-rendered.
  for (const url of [
    '/produkty',
    '/produkty/krzesla-obrotowe',
    '/aktualnosci',
    '/kariera/oferty-pracy',
    '/en',
    '/nie-ma-takiej-strony',
  ]) {
    await page.goto(url);
    await waitForHydration(page);
  }

  // A form submission.
  await open(page, '/kontakt');
  const form = page.getByRole('form', { name: 'Napisz do nas' });
  await form.getByRole('textbox', { name: /Imię i nazwisko/ }).fill('Anna Nowak');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('anna.nowak@example.com');
  await form.getByRole('textbox', { name: /Telefon/ }).fill('+48 600 700 800');
  await form.getByRole('textbox', { name: /Wiadomość/ }).fill('Pytanie z testu polityki bezpieczeństwa treści');
  await form.getByRole('checkbox', { name: /Wyrażam zgodę/ }).check();
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');

  expect(violations).toEqual([]);
});

test.describe('after a live swap of a remote', () => {
  const port = 3103;
  const base = `http://localhost:${port}`;
  const discoveryFile = path.join(mkdtempSync(path.join(tmpdir(), 'ef-csp-swap-')), 'remotes.json');
  let shell: ChildProcess;

  test.beforeAll(async () => {
    writeFileSync(discoveryFile, readFileSync(path.join(ROOT, 'shell/remotes.local.json')));
    shell = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/server/main.js')], {
      env: { ...process.env, PORT: String(port), REMOTES_DISCOVERY: discoveryFile },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // Warm: the first renders of a fresh shell may give a slow remote its fallback (never kept); a kept page
    // (HIT) means every remote answered in time.
    await expect.poll(async () => (await fetch(`${base}/`)).headers.get('x-cache'), { timeout: 60_000 }).toBe('HIT');
  });

  test.afterAll(() => {
    shell.kill();
  });

  test('pages of the new release load under the policy without a violation', async ({ page }) => {
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'shared-contracts/webpack/release-remote.js'), '--discovery', discoveryFile],
      { cwd: path.join(ROOT, 'mfe-search') },
    );
    const released = (
      JSON.parse(readFileSync(discoveryFile, 'utf8')) as {
        remotes: Record<string, { version: string; browserEntry: string }>;
      }
    ).remotes.search;
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${base}/healthz`)).json()) as { remotes: Record<string, { version: string }> }).remotes
            .search.version,
        {
          timeout: 20_000,
        },
      )
      .toBe(released.version);

    await page.addInitScript(() => {
      const consent = { necessary: true, functional: false, performance: false, advertising: false };
      localStorage.setItem('ef:cookie-consent', JSON.stringify({ ...consent, savedAt: '2025-01-01T00:00:00.000Z' }));
    });
    const violations = await recordViolations(page);
    const entryLoaded = page.waitForRequest(released.browserEntry);
    await open(page, `${base}/szukaj?q=krzeslo`);
    await entryLoaded;
    await expect(region(page, 'search')).not.toContainText('niedostępna');
    // A client-side navigation to another page type after the swap.
    await page.getByRole('link', { name: 'Kontakt' }).first().click();
    await expect(page).toHaveURL(/\/kontakt$/);
    expect(violations).toEqual([]);
  });
});
