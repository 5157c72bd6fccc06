// The back office's news posts, realizations, mechanisms and mechanism categories: edits by an editor that reach the
// site in Polish and English, a renamed address that answers 301 from the old one, stale saves, bad fields, and a
// mechanism category kept while mechanisms use it. On the test engine (SQLite, or PostgreSQL with DATABASE_URL).
import type { LightMyRequestResponse } from 'fastify';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let editor: string;

beforeAll(async () => {
  h = await createStaffHarness();
  editor = await h.signIn(await h.member('edyta.news@ergoforma.example', 'editor'));
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  h.request({ method, url: `/api/admin${url}`, payload, cookie: editor });

type Texts = Record<string, Record<string, string | null> | undefined>;
interface Versioned {
  id: number;
  version: number;
  translations: Texts;
}
interface Realization extends Versioned {
  images: Array<{ id: number; url: string; translations: Texts }>;
}
interface Message {
  message: string;
}

const site = <T>(url: string, locale: 'pl' | 'en') => h.t.get<T>(url, { 'accept-locale': locale });
const redirects = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await h.t.get<Array<{ from: string; to: string }>>('/api/redirects')).body.map(({ from, to }) => [from, to]),
  );
const changesSince = async (version: number): Promise<string[]> =>
  (await h.t.get<{ keys: string[] | null }>(`/api/content_changes?since=${version}`)).body.keys ?? [];

const newPost = {
  published: '2026-11-20T08:00:00Z',
  isPublished: true,
  image: { url: '/media/posts/targi-orgatec-2024.jpg', width: 1200, height: 800 },
  translations: {
    pl: {
      title: 'Nowy salon w Poznaniu',
      slug: 'nowy-salon-w-poznaniu',
      lead: '<p>Otwieramy salon.</p>',
      content: '<p>Zapraszamy od poniedziałku.</p>',
      imageAlt: 'Wnętrze salonu',
      seoTitle: null,
      seoDescription: null,
    },
    en: {
      title: 'A new showroom in Poznań',
      slug: 'a-new-showroom-in-poznan',
      lead: '<p>We open a showroom.</p>',
      content: '<p>Welcome from Monday.</p>',
    },
  },
};

describe('news posts in the back office', () => {
  it('an editor adds a post with a picture and an English text: the news lists and its page show it in pl and en', async () => {
    const created = await as('POST', '/posts', newPost);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Versioned>();

    const pl = await site<{ member: Array<{ id: number; title: string }> }>('/api/posts', 'pl');
    expect(pl.body.member[0]).toMatchObject({ id, title: 'Nowy salon w Poznaniu' });
    const en = await site<{ member: Array<{ id: number; title: string }> }>('/api/posts', 'en');
    expect(en.body.member[0]).toMatchObject({ id, title: 'A new showroom in Poznań' });
    const page = await site<{ title: string; image: { alt: string } | null }>(
      '/api/posts/a-new-showroom-in-poznan',
      'en',
    );
    expect(page.status).toBe(200);
    expect(page.body.title).toBe('A new showroom in Poznań');

    const list = await as('GET', '/posts?q=a-new-showroom');
    expect(list.json<Versioned[]>().map((post) => post.id)).toEqual([id]);
    expect((await as('DELETE', `/posts/${id}`)).statusCode).toBe(204);
    expect((await site('/api/posts/nowy-salon-w-poznaniu', 'pl')).status).toBe(404);
  });

  it('a renamed post answers 301 from its old address; a save on an older version is a 409 with the post as it is', async () => {
    const start = Number((await h.t.get<{ version: number }>('/api/content_changes?since=0')).body.version);
    const post = (await as('GET', '/posts/2')).json<Versioned>();
    const { version, ...record } = post;
    const oldPath = (await site<{ path: string }>(`/api/posts/${String(post.translations.pl?.slug)}`, 'pl')).body.path;
    const renamed = {
      ...record,
      translations: { ...record.translations, pl: { ...post.translations.pl, slug: 'nowa-nazwa' } },
    };
    const saved = await as('PUT', '/posts/2', { ...renamed, version });
    expect(saved.statusCode).toBe(200);
    const newPath = (await site<{ path: string }>('/api/posts/nowa-nazwa', 'pl')).body.path;
    expect((await redirects())[oldPath]).toBe(newPath);
    expect(await changesSince(start)).toEqual(expect.arrayContaining(['post:2', 'posts', 'redirects']));

    const stale = await as('PUT', '/posts/2', { ...record, version });
    expect(stale.statusCode).toBe(409);
    const { current } = stale.json<{ current: Versioned }>();
    expect(current.version).toBe(saved.json<Versioned>().version);
    expect(current.translations.pl?.slug).toBe('nowa-nazwa');
  });

  it('a post without its Polish title is refused, naming the field', async () => {
    const bad = await as('POST', '/posts', {
      ...newPost,
      translations: { ...newPost.translations, pl: { ...newPost.translations.pl, title: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Message>().message).toContain('translations.pl.title');
  });
});

describe('realizations in the back office', () => {
  it('a reordered gallery is the order the site shows, in pl and en', async () => {
    const { version, ...realization } = (await as('GET', '/realizations/1')).json<Realization>();
    expect(realization.images.length).toBeGreaterThan(1);
    const reversed = [...realization.images].reverse();
    const saved = await as('PUT', '/realizations/1', { ...realization, images: reversed, version });
    expect(saved.statusCode).toBe(200);
    for (const locale of ['pl', 'en'] as const) {
      const list = await site<{ member: Array<{ id: number; images: Array<{ url: string }> }> }>(
        '/api/realizations',
        locale,
      );
      const shown = list.body.member.find((each) => each.id === 1);
      expect(shown?.images.map((image) => image.url)).toEqual(reversed.map((image) => image.url));
    }
  });

  it('a renamed realization is found by its new title in English, on the realizations page', async () => {
    const { version, ...realization } = (await as('GET', '/realizations/2')).json<Realization>();
    const en = { ...realization.translations.en, title: 'Zephyrine head office' };
    const saved = await as('PUT', '/realizations/2', {
      ...realization,
      translations: { ...realization.translations, en },
      version,
    });
    expect(saved.statusCode).toBe(200);
    const found = await site<Array<{ title: string; slug: string }>>(
      '/api/search?phrase=Zephyrine&pagination=false',
      'en',
    );
    expect(found.body).toEqual([expect.objectContaining({ title: 'Zephyrine head office' })]);
    expect(found.body[0]?.slug).toMatch(/^\/en\//);
  });

  it("refuses a gallery photo with another realization's photo id, and a bad slug, naming the field", async () => {
    const { version, ...first } = (await as('GET', '/realizations/1')).json<Realization>();
    const second = (await as('GET', '/realizations/2')).json<Realization>();
    const taken = second.images[0];
    if (taken === undefined) throw new Error('realization 2 has no photo');
    const clash = await as('PUT', '/realizations/1', { ...first, images: [...first.images, taken], version });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<Message>().message).toContain('images');
    const slug = await as('PUT', '/realizations/1', {
      ...first,
      translations: { ...first.translations, en: { ...first.translations.en, slug: 'Not a slug' } },
      version,
    });
    expect(slug.statusCode).toBe(400);
    expect(slug.json<Message>().message).toContain('translations.en.slug');
  });
});

describe('mechanisms and their categories in the back office', () => {
  it('a renamed mechanism answers 301 from its old address in English; the site shows the new name', async () => {
    const { version, ...mechanism } = (await as('GET', '/mechanisms/1')).json<Versioned & { category: number }>();
    const oldSlug = String(mechanism.translations.en?.slug);
    const oldPath = (await site<{ path: string }>(`/api/mechanism/${oldSlug}`, 'en')).body.path;
    const en = { ...mechanism.translations.en, name: 'Synchron Five', slug: 'synchron-five' };
    const saved = await as('PUT', '/mechanisms/1', {
      ...mechanism,
      translations: { ...mechanism.translations, en },
      version,
    });
    expect(saved.statusCode).toBe(200);
    const page = await site<{ name: string; path: string }>('/api/mechanism/synchron-five', 'en');
    expect(page.body.name).toBe('Synchron Five');
    expect((await redirects())[oldPath]).toBe(page.body.path);
    expect(
      (await site<{ name: string }>(`/api/mechanism/${String(mechanism.translations.pl?.slug)}`, 'pl')).body.name,
    ).toBe(mechanism.translations.pl?.name);
  });

  it('a mechanism in a category that does not exist is refused, naming the field', async () => {
    const { version, ...mechanism } = (await as('GET', '/mechanisms/1')).json<Versioned>();
    const bad = await as('PUT', '/mechanisms/1', { ...mechanism, category: 999, version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Message>().message).toContain('category');
  });

  it('a category mechanisms use is kept with a 409 naming one; renaming it makes their pages stale', async () => {
    const used = await as('DELETE', '/mechanism-categories/1');
    expect(used.statusCode).toBe(409);
    expect(used.json<Message>().message).toMatch(/mechanismCategory 1 is still used by mechanism \d+/);

    const start = Number((await h.t.get<{ version: number }>('/api/content_changes?since=0')).body.version);
    const { version, ...category } = (await as('GET', '/mechanism-categories/1')).json<Versioned>();
    const en = { ...category.translations.en, name: 'Synchro mechanisms' };
    const renamed = await as('PUT', '/mechanism-categories/1', {
      ...category,
      translations: { ...category.translations, en },
      version,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await changesSince(start)).toEqual(expect.arrayContaining(['mechanisms', 'mechanism:1']));
    const list = await site<{ member: Array<{ id: number; category: { name: string } }> }>('/api/mechanisms', 'en');
    expect(list.body.member.find((each) => each.id === 1)?.category.name).toBe('Synchro mechanisms');

    const created = await as('POST', '/mechanism-categories', {
      position: 9,
      translations: { pl: { name: 'Mechanizmy testowe', slug: 'mechanizmy-testowe' } },
    });
    expect(created.statusCode).toBe(201);
    expect((await as('DELETE', `/mechanism-categories/${created.json<Versioned>().id}`)).statusCode).toBe(204);
  });
});
