// Where a publishable record is linked from, over HTTP on the test engine: the menu items and the links in published
// content that lead to its addresses, in every language, for the people who may unpublish it.
import { STAFF_ROLES, type StaffRole } from '../../../staff/roles';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
const sessions = new Map<StaffRole, string>();

beforeAll(async () => {
  h = await createStaffHarness();
  for (const role of STAFF_ROLES) sessions.set(role, await h.signIn(await h.member(`${role}@ergoforma.example`, role)));
});
afterAll(() => h.close());

interface Use {
  where: { kind: string; id: number; title: string; field: string };
  href: string;
  locale: string;
}

const uses = async (resource: string, id: number, role: StaffRole = 'editor') =>
  h.request({ method: 'GET', url: `/api/admin/${resource}/${id}/uses`, cookie: sessions.get(role) });

type PageFile = { id: number; blocks: Array<Record<string, unknown>> };
const service = () => h.t.app.contentService;

describe('the uses of a record', () => {
  it('are the links and menu items that lead to a page, in each language, by the address its node gives', async () => {
    const response = await uses('pages', 8);
    expect(response.statusCode).toBe(200);
    const found = response.json<Use[]>();
    // The set of uses: their order within a record follows the engine's.
    expect(found.map((use) => `${use.where.kind} ${use.where.field} ${use.href}`).sort()).toEqual(
      [
        'page blocks[3].link.href /en/ergonomics',
        'page blocks[3].link.href /fr/ergonomie',
        'page blocks[3].link.href /ergonomia',
        'menu items[1021].page /ergonomia',
        'menu items[1115].page /ergonomia',
        'menu items[2021].page /en/ergonomics',
        'menu items[2115].page /en/ergonomics',
        'menu items[3021].page /fr/ergonomie',
        'menu items[3115].page /fr/ergonomie',
      ].sort(),
    );
    expect(found.find((use) => use.where.field === 'items[1021].page')?.where.title).toBe('main: Ergonomia');
  });

  it("are the links in published pages that lead to a post's address, and none once the page is a draft", async () => {
    expect((await uses('posts', 1)).json<Use[]>()).toEqual([]);
    const page = (await service().find('page', 7)) as PageFile;
    const html = '<p><a href="/en/news/ergoforma-at-the-cologne-trade-fair/?from=about">Cologne</a></p>';
    const block = { id: 9700, type: 'html', position: 90, content: { pl: { html } } };
    await service().update('page', 7, { ...page, blocks: [...page.blocks, block] }, 'test@ergoforma.example');
    try {
      expect((await uses('posts', 1)).json<Use[]>()).toEqual([
        {
          where: { kind: 'page', id: 7, title: expect.any(String), field: 'blocks[90].html' },
          href: '/en/news/ergoforma-at-the-cologne-trade-fair/?from=about',
          locale: 'pl',
        },
      ]);
      await service().update('page', 7, { ...page, isPublished: false, blocks: [...page.blocks, block] }, 'test');
      expect((await uses('posts', 1)).json<Use[]>()).toEqual([]);
    } finally {
      await service().update('page', 7, page, 'test@ergoforma.example');
    }
  });

  it('are none for a record without an address of its own (a job offer is a part of the job list)', async () => {
    expect((await uses('job-offers', 1, 'hr')).json<Use[]>()).toEqual([]);
  });

  it('are for the people who may publish the record, and a 404 for a record that does not exist', async () => {
    const statuses = await Promise.all(
      STAFF_ROLES.map(async (role) => `${role} ${(await uses('posts', 1, role)).statusCode}`),
    );
    expect(statuses).toEqual(['admin 200', 'editor 200', 'hr 403', 'sales 403']);
    expect((await uses('posts', 999)).statusCode).toBe(404);
    expect((await uses('posts', 0)).statusCode).toBe(400);
  });
});
