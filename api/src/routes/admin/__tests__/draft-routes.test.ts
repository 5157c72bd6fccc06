// Drafts and their signed preview links: a saved draft leaves the site and the content version as they are, its
// preview link shows exactly the draft (and nothing is kept), a tampered, expired or stale link is the 404 of an
// unknown record, publishing makes the site show it, and a record changed since the draft was based is a 409.
import type { LightMyRequestResponse } from 'fastify';
import { PREVIEW_LINK_TTL_MS } from '../../../content/drafts-preview';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let editor: string;
let clock = Date.now();
const SITE = 'https://www.ergoforma.example';

beforeAll(async () => {
  h = await createStaffHarness({
    previewToken: 'shared-preview-token',
    previewLinks: { secret: 'a-test-secret-of-at-least-32-characters', siteOrigin: SITE, now: () => new Date(clock) },
  });
  editor = await h.signIn(await h.member('editor@ergoforma.example', 'editor'));
});
afterAll(() => h.close());

type Product = Record<string, unknown> & {
  id: number;
  version: number;
  translations: Record<string, Record<string, unknown>>;
};
interface Links {
  urls: Record<'pl' | 'en' | 'fr', string>;
  expires: string;
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor) =>
  h.request({ method, url, payload, cookie });
const json = <T>(response: LightMyRequestResponse): T => response.json<T>();

async function product(id: number): Promise<Product> {
  return json<Product>(await send('GET', `/api/admin/products/${id}`));
}
/** The record with another Polish short description, as a draft body. */
function changed(record: Product, shortDescription: string) {
  const { version, ...fields } = record;
  const pl = { ...record.translations.pl, shortDescription };
  return { ...fields, translations: { ...record.translations, pl }, version };
}
const publicText = async (id: number) =>
  (await h.t.get<{ shortDescription: string }>(`/api/products/${id}`)).body.shortDescription;
const previewOf = (kind: string, id: number, token: string, locale = 'pl') =>
  h.t.get<{ shortDescription?: string; title?: string }>(`/api/${kind}_preview/${id}`, {
    'x-preview-token': token,
    'accept-locale': locale,
  });
const tokenOf = (url: string) => new URL(url).searchParams.get('draft') ?? '';

describe('a product draft', () => {
  const id = 3;
  let token = '';

  it('is saved without changing the site or the content version', async () => {
    const before = await publicText(id);
    const version = await h.t.app.contentService.version();
    const saved = await send('PUT', `/api/admin/drafts/products/${id}`, changed(await product(id), '<p>Szkic</p>'));
    expect(saved.statusCode).toBe(200);
    expect(json<{ author: { name: string } }>(saved).author.name).toBeTruthy();
    expect(await h.t.app.contentService.version()).toBe(version);
    expect(await publicText(id)).toBe(before);
    const read = json<{ record: Product }>(await send('GET', `/api/admin/drafts/products/${id}`));
    expect(read.record.translations.pl?.shortDescription).toBe('<p>Szkic</p>');
  });

  it('is checked as a write is: a bad field is a 400 naming it, and nothing is saved', async () => {
    const bad = { ...changed(await product(id), '<p>Zły</p>'), category: 'none' };
    const refused = await send('PUT', `/api/admin/drafts/products/${id}`, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('category');
    const read = json<{ record: Product }>(await send('GET', `/api/admin/drafts/products/${id}`));
    expect(read.record.translations.pl?.shortDescription).toBe('<p>Szkic</p>');
  });

  it('has a preview link on the site, per language, that shows the draft and keeps nothing', async () => {
    const before = await publicText(id);
    const version = await h.t.app.contentService.version();
    const links = json<Links>(await send('POST', `/api/admin/drafts/products/${id}/preview-link`, {}));
    expect(links.urls.pl).toMatch(new RegExp(`^${SITE}/preview/product/${id}\\?draft=[\\w-]+\\.[\\w-]+$`));
    expect(links.urls.en).toMatch(new RegExp(`^${SITE}/en/preview/product/${id}\\?draft=`));
    token = tokenOf(links.urls.pl);
    const preview = await previewOf('product', id, token);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.body.shortDescription).toBe('<p>Szkic</p>');
    expect(await publicText(id)).toBe(before);
    expect(await h.t.app.contentService.version()).toBe(version);
  });

  it('refuses a tampered, misdirected or expired link with the 404 of an unknown record', async () => {
    const [claim = '', signature = ''] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(claim, 'base64url').toString('utf8').replace(`"id":${id}`, '"id":4'),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const [kind, recordId, given] of [
      ['product', id, `${claim}.${flipped}`],
      ['product', 4, `${forged}.${signature}`],
      ['page', id, token],
    ] as const) {
      const refused = await previewOf(kind, recordId, given);
      expect(refused.status).toBe(404);
      expect(refused.raw).not.toContain('Szkic');
    }
    clock += PREVIEW_LINK_TTL_MS + 1000;
    try {
      expect((await previewOf('product', id, token)).status).toBe(404);
    } finally {
      clock -= PREVIEW_LINK_TTL_MS + 1000;
    }
  });

  it('makes older links stale when saved again; the shared token still shows the stored record', async () => {
    h.advance(1000);
    await send('PUT', `/api/admin/drafts/products/${id}`, changed(await product(id), '<p>Szkic 2</p>'));
    expect((await previewOf('product', id, token)).status).toBe(404);
    const shared = await previewOf('product', id, 'shared-preview-token');
    expect(shared.status).toBe(200);
    expect(shared.body.shortDescription).toBe(await publicText(id));
  });

  it('is published through the content service: the site shows it, and the draft is gone', async () => {
    const { version } = json<{ version: number }>(await send('GET', `/api/admin/drafts/products/${id}`));
    const published = await send('POST', `/api/admin/drafts/products/${id}/publish`, { version });
    expect(published.statusCode).toBe(200);
    expect(await publicText(id)).toBe('<p>Szkic 2</p>');
    expect((await send('GET', `/api/admin/drafts/products/${id}`)).statusCode).toBe(204);
    const revisions = await h.t.app.contentService.revisions('product', id);
    expect(revisions[0]?.author).toBe('editor@ergoforma.example');
  });

  it('is not published over a record changed since it was based: 409 with the record as it is now', async () => {
    const base = await product(id);
    await send('PUT', `/api/admin/drafts/products/${id}`, changed(base, '<p>Stary szkic</p>'));
    const { version: _version, ...fields } = base;
    expect(
      (await send('PUT', `/api/admin/products/${id}`, { ...fields, name: 'Zmieniony', version: base.version }))
        .statusCode,
    ).toBe(200);
    const stale = await send('POST', `/api/admin/drafts/products/${id}/publish`, { version: base.version });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: { name: string } }>(stale).current.name).toBe('Zmieniony');
    expect(await publicText(id)).toBe('<p>Szkic 2</p>');
    expect((await send('DELETE', `/api/admin/drafts/products/${id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/admin/drafts/products/${id}`)).statusCode).toBe(204);
  });
});

it('previews an unpublished page from its draft with the same kind of link', async () => {
  const id = 12;
  const record = (await h.t.app.contentService.find('page', id)) as Record<string, unknown> & {
    translations: Record<string, Record<string, unknown>>;
  };
  const version = await h.t.app.contentService.recordVersion('page', id);
  const pl = { ...record.translations.pl, title: 'Tytuł szkicu' };
  const saved = await send('PUT', `/api/admin/drafts/pages/${id}`, {
    ...record,
    translations: { ...record.translations, pl },
    version,
  });
  expect(saved.statusCode).toBe(200);
  const links = json<Links>(await send('POST', `/api/admin/drafts/pages/${id}/preview-link`, {}));
  const preview = await previewOf('page', id, tokenOf(links.urls.pl));
  expect(preview.status).toBe(200);
  expect(preview.body.title).toBe('Tytuł szkicu');
  expect((await previewOf('page', id, 'shared-preview-token')).body.title).not.toBe('Tytuł szkicu');
});
