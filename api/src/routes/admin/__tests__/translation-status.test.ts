// The translation status of the catalogue, and the admin's switch of the English notice that the site follows.
import { STAFF_ROLES, type StaffRole } from '../../../staff/roles';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
const sessions = new Map<StaffRole, string>();

beforeAll(async () => {
  h = await createStaffHarness();
  for (const role of STAFF_ROLES) sessions.set(role, await h.signIn(await h.member(`${role}@ergoforma.example`, role)));
});
afterAll(() => h.close());

interface Status {
  resources: Array<{
    resource: string;
    languages: Record<
      'en' | 'fr',
      { translated: number; total: number; untranslatedCount: number; untranslated: Array<Record<string, unknown>> }
    >;
  }>;
}

const statusOf = async (role: StaffRole) =>
  h.request({ method: 'GET', url: '/api/admin/translation-status', cookie: sessions.get(role) });

describe('translation status', () => {
  it('counts per kind and language, and lists an untranslated text with the path of its record', async () => {
    expect((await statusOf('sales')).statusCode).toBe(403);
    const before = (await statusOf('editor')).json<Status>();
    expect(before.resources.map((r) => r.resource)).toEqual([
      'products',
      'categories',
      'tags',
      'pattern-collections',
      'file-types',
    ]);
    const tags = before.resources.find((r) => r.resource === 'tags');
    expect(tags?.languages.en).toMatchObject({ translated: 20, total: 20, untranslatedCount: 0 });

    const tag = (await h.request({ method: 'GET', url: '/api/admin/tags/3', cookie: sessions.get('editor') })).json<{
      version: number;
      translations: { en: object };
    }>();
    const { version, ...record } = tag;
    const saved = await h.request({
      method: 'PUT',
      url: '/api/admin/tags/3',
      cookie: sessions.get('editor'),
      payload: { ...record, translations: { ...record.translations, en: {} }, version },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await statusOf('admin')).json<Status>().resources.find((r) => r.resource === 'tags');
    expect(after?.languages.en).toMatchObject({ translated: 18, total: 20, untranslatedCount: 2 });
    expect(after?.languages.en.untranslated).toEqual([
      { id: 3, field: 'translations.en.name', link: '/tags/3' },
      { id: 3, field: 'translations.en.slug', link: '/tags/3' },
    ]);
    expect(after?.languages.fr.untranslatedCount).toBe(0);
  });
});

describe('the English notice setting', () => {
  it('is for admins; turned off, the site is told so and every page goes stale', async () => {
    const url = '/api/admin/site-settings';
    expect((await h.request({ method: 'GET', url, cookie: sessions.get('editor') })).statusCode).toBe(403);
    expect((await h.request({ method: 'PUT', url, cookie: sessions.get('editor'), payload: {} })).statusCode).toBe(403);
    const site = await h.t.get<{ englishNotice: boolean }>('/api/site_settings');
    expect(site.body).toEqual({ englishNotice: true });
    expect(site.headers['content-keys']).toBe('site-settings');
    const version = Number((await h.t.get<{ version: number }>('/api/content_changes?since=0')).body.version);

    const bad = await h.request({
      method: 'PUT',
      url,
      cookie: sessions.get('admin'),
      payload: { englishNotice: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await h.request({
      method: 'PUT',
      url,
      cookie: sessions.get('admin'),
      payload: { englishNotice: false },
    });
    expect(off.json()).toEqual({ englishNotice: false });
    expect((await h.t.get('/api/site_settings')).body).toEqual({ englishNotice: false });
    expect((await h.t.get<{ keys: string[] }>(`/api/content_changes?since=${version}`)).body.keys).toEqual([
      'site-settings',
    ]);
    expect((await h.request({ method: 'GET', url, cookie: sessions.get('admin') })).json()).toEqual({
      englishNotice: false,
    });
  });
});
