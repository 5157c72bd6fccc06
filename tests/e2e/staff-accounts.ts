// Staff accounts for the back-office specs, made the way an operator makes them (the staff command), and the
// e-mails the API sent them, read from the development mail catcher (maildev's HTTP API).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN_URL = process.env.ADMIN_URL ?? 'http://localhost:3010';
const API_DIR = path.resolve(__dirname, '../../api');
const MAIL_CATCHER = 'http://127.0.0.1:1080';

/** A new staff account through the command an operator runs; returns its address and one-time set-up link. */
export function newStaffAccount(
  role: 'admin' | 'editor' | 'hr' | 'sales',
  name: string,
): { email: string; link: string } {
  const email = `qa-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ergoforma.pl`;
  const printed = execFileSync('node', ['dist/cli/staff.js', 'add', '--email', email, '--role', role, '--name', name], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/set-password#\S+/.exec(printed)?.[0];
  if (link === undefined) throw new Error(`The staff command printed no set-up link:\n${printed}`);
  return { email, link: onAdminUrl(link) };
}

/** The password the specs' new accounts set. */
export const PASSWORD = 'a long passphrase nobody guesses';

/** A new editor named `name` sets a password from the set-up link and signs in (editors have no second factor). */
export async function signInAsNewEditor(page: Page, name: string): Promise<void> {
  const { email, link } = newStaffAccount('editor', name);
  await page.goto(link);
  await page.getByLabel(/^Nowe hasło/).fill(PASSWORD);
  await page.getByLabel(/^Powtórz hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Dzień dobry, ${name}` })).toBeVisible();
}

/** The link on the back office this run tests (the API writes its own ADMIN_ORIGIN). */
export const onAdminUrl = (link: string): string => link.replace(/^https?:\/\/[^/]+/, ADMIN_URL);

export interface CaughtEmail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

/** The e-mails caught for `address`, oldest first. */
export async function emailsTo(request: APIRequestContext, address: string): Promise<CaughtEmail[]> {
  const response = await request.get(`${MAIL_CATCHER}/api/email`);
  if (!response.ok()) throw new Error(`mail catcher: ${response.status()}`);
  const all = (await response.json()) as CaughtEmail[];
  return all.filter((email) => email.to.some((to) => to.address === address));
}
