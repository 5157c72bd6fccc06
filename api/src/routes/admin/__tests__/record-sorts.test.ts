// The order of the back office's lists of few records: news posts newest first unless asked otherwise, a sort by a
// field the resource allows either way, and a field it does not a 400.
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let session: string;

beforeAll(async () => {
  h = await createStaffHarness();
  session = await h.signIn(await h.member('editor@ergoforma.example', 'editor'));
});
afterAll(() => h.close());

interface Listed {
  id: number;
  published?: string;
  translations: { pl: { title?: string; name?: string } };
}

const list = async (query: string) => h.request({ method: 'GET', url: `/api/admin/${query}`, cookie: session });

const listed = async (query: string): Promise<Listed[]> => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json<Listed[]>();
};

const newestFirst = (dates: string[]) => [...dates].sort().reverse();

describe('the lists of few records', () => {
  it('show news posts newest first by default, and oldest first when asked', async () => {
    const posts = await listed('posts?perPage=100');
    const dates = posts.map((post) => post.published ?? '');
    expect(posts.length).toBeGreaterThan(5);
    expect(dates).toEqual(newestFirst(dates));
    const oldest = await listed('posts?perPage=100&sort=published&order=asc');
    expect(oldest.map((post) => post.id)).toEqual(posts.map((post) => post.id).reverse());
  });

  it('page through the sorted list, the total unchanged', async () => {
    const all = await listed('posts?perPage=100');
    const second = await list('posts?page=2&perPage=3');
    expect(second.json<Listed[]>().map((post) => post.id)).toEqual(all.slice(3, 6).map((post) => post.id));
    expect(second.headers['x-total-count']).toBe(String(all.length));
  });

  it('sort by the Polish title or name in Polish alphabetical order, and by id', async () => {
    const titles = (await listed('posts?perPage=100&sort=translations.pl.title')).map(
      (post) => post.translations.pl.title ?? '',
    );
    expect(titles).toEqual([...titles].sort(new Intl.Collator('pl', { sensitivity: 'base', numeric: true }).compare));
    const names = (await listed('tags?sort=translations.pl.name&order=desc')).map(
      (tag) => tag.translations.pl.name ?? '',
    );
    expect(names.slice(0, 2)).toEqual(['Zmywalne', 'Zagłówek']);
    const ids = (await listed('pages?perPage=100&sort=id&order=desc')).map((page) => page.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuse a field the resource is not sorted by, or a wrong order, with a 400', async () => {
    for (const query of ['posts?sort=translations.pl.content', 'tags?sort=published', 'posts?sort=id&order=up']) {
      const response = await list(query);
      expect(`${query} ${response.statusCode}`).toBe(`${query} 400`);
    }
  });
});
