// Talks to the content API directly, so tests find real paths instead of hard-coding sample content.
import type { APIRequestContext } from '@playwright/test';

export const API_URL = process.env.API_URL ?? 'http://localhost:4000';

/** The API's PREVIEW_TOKEN while the tests run (playwright.config.ts starts the site with it). */
export const PREVIEW_TOKEN = process.env.PREVIEW_TOKEN ?? 'e2e-preview-token';

/** A JSON answer of the content API in a language; a failing answer fails the test, naming the path. */
export async function apiGet<T>(request: APIRequestContext, path: string, locale = 'pl'): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, { headers: { 'Accept-Locale': locale } });
  if (!response.ok()) throw new Error(`The API answered ${path} with ${response.status()}`);
  return (await response.json()) as T;
}

export async function firstProductPath(request: APIRequestContext, locale = 'pl'): Promise<string> {
  const response = await request.get(`${API_URL}/api/products?itemsPerPage=1&order[name]=asc`, {
    headers: { 'Accept-Locale': locale },
  });
  const body = (await response.json()) as { member: Array<{ path: string }> };
  const path = body.member[0]?.path;
  if (!path) throw new Error('The sample catalogue has no products');
  return path;
}

/**
 * A product page's address: its path, then the active tab's fragment once the page runs (an address without one gets
 * the default tab's, docs/behaviour.md#product-tabs).
 */
export function productPageUrl(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#product_[a-z]+)?$`);
}

/** The smallest PDF the API accepts as a CV: a header, a catalogue, a trailer and the end mark (it checks the structure). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
