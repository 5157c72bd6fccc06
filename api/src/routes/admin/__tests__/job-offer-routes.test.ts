// The back office's job offers: who may use them, edits that reach the public job list in each language (with the
// content keys that make its page stale), stale saves, bad fields, and the site search following.
import { STAFF_ROLES } from '../../../staff/roles';
import { staffOfEveryRole, type AdminMethod } from './staff-harness';

const staff = staffOfEveryRole();

const { as } = staff;

interface JobOffer {
  id: number;
  position: number;
  published: string;
  translations: Record<string, Record<string, string | undefined>>;
  version: number;
}
interface PublicOffer {
  id: number;
  title: string;
  slug: string;
}

const publicOffers = async (locale: string): Promise<PublicOffer[]> =>
  (await staff.h.t.get<{ member: PublicOffer[] }>('/api/job_offers?itemsPerPage=100', { 'accept-locale': locale })).body
    .member;
const currentVersion = async (): Promise<number> =>
  Number((await staff.h.t.get<{ version: number | string }>('/api/content_changes?since=0')).body.version);
const changesSince = async (version: number): Promise<string[]> =>
  (await staff.h.t.get<{ keys: string[] | null }>(`/api/content_changes?since=${version}`)).body.keys ?? [];

describe('job offer routes', () => {
  it('are for admins and HR only', async () => {
    const routes: Array<[AdminMethod, string]> = [
      ['GET', '/job-offers'],
      ['GET', '/job-offers/999'],
      ['POST', '/job-offers'],
      ['PUT', '/job-offers/999'],
      ['DELETE', '/job-offers/999'],
      ['GET', '/job-offers/999/history'],
    ];
    const seen = [];
    for (const [method, url] of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const role of STAFF_ROLES)
        seen.push(`${role} ${method} ${url} ${(await as(role, method, url, payload)).statusCode === 403 ? 403 : 'in'}`);
    }
    const expected = routes.flatMap(([method, url]) =>
      STAFF_ROLES.map((role) => `${role} ${method} ${url} ${role === 'admin' || role === 'hr' ? 'in' : 403}`),
    );
    expect(seen).toEqual(expected);
  });

  it('retitle an offer in English: the English job list shows it, the Polish one keeps its own; a stale save is a 409', async () => {
    const list = await as('hr', 'GET', '/job-offers');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe(String(list.json<JobOffer[]>().length));
    const before = await currentVersion();
    const { version, ...offer } = (await as('hr', 'GET', '/job-offers/1')).json<JobOffer>();
    const polish = offer.translations.pl?.title;
    offer.translations.en = { ...offer.translations.en, title: 'Export Sales Manager' };
    const saved = await as('hr', 'PUT', '/job-offers/1', { ...offer, version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<JobOffer>().version).toBe(before + 1);

    expect((await publicOffers('en')).find((o) => o.id === 1)?.title).toBe('Export Sales Manager');
    expect((await publicOffers('pl')).find((o) => o.id === 1)?.title).toBe(polish);
    expect(await changesSince(before)).toEqual(expect.arrayContaining(['job-offer:1', 'job-offers']));
    const search = await staff.h.t.get<Array<{ title: string; slug: string }>>('/api/search?phrase=manager', {
      'accept-locale': 'en',
    });
    expect(search.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Export Sales Manager', slug: '/en/careers/job-offers' }),
      ]),
    );

    const stale = await as('admin', 'PUT', '/job-offers/1', { ...offer, version });
    expect(stale.statusCode).toBe(409);
    const current = stale.json<{ current: JobOffer }>().current;
    expect(current).toMatchObject({ version: before + 1 });
    expect(current.translations.en?.title).toBe('Export Sales Manager');
  });

  it('refuse a bad field and a slug another offer has, naming the field', async () => {
    const { version, ...offer } = (await as('hr', 'GET', '/job-offers/2')).json<JobOffer>();
    const bad = await as('hr', 'PUT', '/job-offers/2', {
      ...offer,
      translations: { ...offer.translations, pl: { ...offer.translations.pl, location: '' } },
      version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('translations.pl.location');
    const other = (await as('hr', 'GET', '/job-offers/3')).json<JobOffer>();
    const taken = await as('hr', 'PUT', '/job-offers/2', {
      ...offer,
      translations: { ...offer.translations, pl: { ...offer.translations.pl, slug: other.translations.pl?.slug } },
      version,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toContain('translations.pl.slug');
  });

  it('create an offer that the job list shows in Polish and English, and delete it', async () => {
    const created = await as('hr', 'POST', '/job-offers', {
      position: 6,
      published: '2026-11-20T08:00:00Z',
      translations: {
        pl: {
          title: 'Stolarz',
          slug: 'stolarz',
          location: 'Kraków',
          employmentType: 'Umowa o pracę',
          description: '<p>Szyjemy fotele.</p>',
        },
        en: { title: 'Joiner', slug: 'joiner' },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<JobOffer>();
    expect((await publicOffers('pl')).find((o) => o.id === id)).toMatchObject({ title: 'Stolarz', slug: 'stolarz' });
    expect((await publicOffers('en')).find((o) => o.id === id)).toMatchObject({ title: 'Joiner' });
    const history = await as('hr', 'GET', `/job-offers/${id}/history`);
    expect(history.json<Array<{ action: string }>>().map((entry) => entry.action)).toEqual(['create']);

    expect((await as('hr', 'DELETE', `/job-offers/${id}`)).statusCode).toBe(204);
    expect((await as('hr', 'GET', `/job-offers/${id}`)).statusCode).toBe(404);
    expect((await publicOffers('pl')).map((o) => o.id)).not.toContain(id);
  });
});
