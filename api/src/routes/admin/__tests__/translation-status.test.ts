// The translation status of the catalogue, and the admin's switch of the English notice that the site follows.
import type { StaffRole } from '../../../staff/roles';
import { staffOfEveryRole } from './staff-harness';

const staff = staffOfEveryRole();

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
  staff.h.request({ method: 'GET', url: '/api/admin/translation-status', cookie: staff.session(role) });

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

    const tag = (
      await staff.h.request({ method: 'GET', url: '/api/admin/tags/3', cookie: staff.session('editor') })
    ).json<{
      version: number;
      translations: { en: object };
    }>();
    const { version, ...record } = tag;
    const saved = await staff.h.request({
      method: 'PUT',
      url: '/api/admin/tags/3',
      cookie: staff.session('editor'),
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
    expect((await staff.h.request({ method: 'GET', url, cookie: staff.session('editor') })).statusCode).toBe(403);
    expect(
      (await staff.h.request({ method: 'PUT', url, cookie: staff.session('editor'), payload: {} })).statusCode,
    ).toBe(403);
    const site = await staff.h.t.get<{ englishNotice: boolean }>('/api/site_settings');
    expect(site.body).toEqual({ englishNotice: true });
    expect(site.headers['content-keys']).toBe('site-settings');
    const version = Number((await staff.h.t.get<{ version: number }>('/api/content_changes?since=0')).body.version);

    const bad = await staff.h.request({
      method: 'PUT',
      url,
      cookie: staff.session('admin'),
      payload: { englishNotice: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await staff.h.request({
      method: 'PUT',
      url,
      cookie: staff.session('admin'),
      payload: { englishNotice: false },
    });
    expect(off.json()).toEqual({ englishNotice: false });
    expect((await staff.h.t.get('/api/site_settings')).body).toEqual({ englishNotice: false });
    expect((await staff.h.t.get<{ keys: string[] }>(`/api/content_changes?since=${version}`)).body.keys).toEqual([
      'site-settings',
    ]);
    expect((await staff.h.request({ method: 'GET', url, cookie: staff.session('admin') })).json()).toEqual({
      englishNotice: false,
    });
  });
});
