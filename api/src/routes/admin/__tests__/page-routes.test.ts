// The back office's pages: an editor lists, reads, changes, adds and removes pages with their blocks; the site shows
// a change at once; a stale save, a bad block field and removing a page the site's navigation uses are refused.
import type { LightMyRequestResponse } from 'fastify';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let editor: string;

beforeAll(async () => {
  h = await createStaffHarness();
  editor = await h.signIn(await h.member('editor@ergoforma.example', 'editor'));
});
afterAll(() => h.close());

const as = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> => h.request({ method, url: `/api/admin${url}`, payload, cookie: editor });

interface Block {
  id: number;
  type: string;
  position: number;
  content: Record<string, Record<string, unknown>>;
}
interface PageRecord {
  id: number;
  isPublished: boolean;
  translations: Record<string, { title: string }>;
  blocks: Block[];
  version: number;
}
interface SitePage {
  title: string;
  blocks: Array<{ id: number; type: string; content: Record<string, unknown> }>;
}

const sitePage = async (id: number, locale: string): Promise<SitePage> =>
  (await h.t.get<SitePage>(`/api/pages/${id}`, { 'accept-locale': locale })).body;

describe('page routes', () => {
  it('list the pages with their total, and search them', async () => {
    const list = await as('GET', '/pages?perPage=100');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('12');
    expect(list.json<PageRecord[]>().find((page) => page.id === 2)?.translations.pl?.title).toBe('O nas');
    expect((await as('GET', '/pages?q=kariera')).json<PageRecord[]>().map((page) => page.id)).toEqual([4]);
  });

  it('change a banner in Polish and English: the site shows it at once; a stale save is a 409 with the page now', async () => {
    const { version, ...page } = (await as('GET', '/pages/2')).json<PageRecord>();
    const banner = page.blocks[0];
    banner.content.pl = { ...banner.content.pl, title: 'Kim jesteśmy' };
    banner.content.en = { ...banner.content.en, title: 'Who we are' };
    const saved = await as('PUT', '/pages/2', { ...page, version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PageRecord>().version).toBeGreaterThan(version);
    expect((await sitePage(2, 'pl')).blocks[0]?.content).toMatchObject({ title: 'Kim jesteśmy' });
    expect((await sitePage(2, 'en')).blocks[0]?.content).toMatchObject({ title: 'Who we are' });

    const stale = await as('PUT', '/pages/2', { ...page, version });
    expect(stale.statusCode).toBe(409);
    const { current } = stale.json<{ current: PageRecord }>();
    expect(current.version).toBe(saved.json<PageRecord>().version);
    expect(current.blocks[0]?.content.en).toMatchObject({ title: 'Who we are' });
  });

  it('refuse a bad block field with a 400 naming it', async () => {
    const { version, ...page } = (await as('GET', '/pages/2')).json<PageRecord>();
    const banner = page.blocks[0];
    banner.content.pl = { ...banner.content.pl, theme: 'neon' };
    const bad = await as('PUT', '/pages/2', { ...page, version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('"blocks[0].content.pl.theme" must be one of');
  });

  it('add a page with its blocks and remove it; a page the sitemap uses is kept with a 409 naming the node', async () => {
    const created = await as('POST', '/pages', {
      layout: 'default',
      headerTheme: 'light',
      seoImageSrc: null,
      resolver: null,
      isPublished: false,
      translations: { pl: { title: 'Nowa strona', seoTitle: null, seoDescription: null } },
      blocks: [{ id: 9901, type: 'html', position: 1, content: { pl: { html: '<p>Treść</p>' } } }],
    });
    expect(created.statusCode).toBe(201);
    const page = created.json<PageRecord>();
    expect(page).toMatchObject({ id: 13, blocks: [{ id: 9901, type: 'html' }] });
    expect((await as('DELETE', `/pages/13?version=${page.version}`)).statusCode).toBe(204);
    expect((await as('GET', '/pages/13')).statusCode).toBe(404);

    const used = await as('DELETE', '/pages/4');
    expect(used.statusCode).toBe(409);
    expect(used.json<{ message: string }>().message).toMatch(/page 4 is still used by sitemap node \d+/);
  });
});
