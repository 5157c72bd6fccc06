// The link checker over HTTP, on the test engine: who may run it, and the dead internal links of published content
// it lists (a live address, another site's, a redirect's source and a draft's are not).
import { linksInHtml, internalPath } from '../../../content/link-check';
import { STAFF_ROLES, type StaffRole } from '../../../staff/roles';
import { DEFAULT_SITE_ORIGIN } from '../../../app';
import { staffOfEveryRole } from './staff-harness';

const staff = staffOfEveryRole();

interface BrokenLink {
  where: { kind: string; id: number; title: string; field: string };
  href: string;
  locale: string;
}

const check = async (role: StaffRole = 'editor') =>
  staff.h.request({ method: 'GET', url: '/api/admin/link-check', cookie: staff.session(role) });

type PageFile = { id: number; isPublished?: boolean; blocks: Array<Record<string, unknown>> };
const service = () => staff.h.t.app.contentService;

/** Page `id` with an HTML block of `html` in Polish and a banner linking to `href` in English. */
async function linkFromPage(id: number, html: string, href: string, isPublished = true): Promise<void> {
  const page = (await service().find('page', id)) as PageFile;
  const blocks = [
    ...page.blocks,
    { id: 9000 + id, type: 'html', position: 90, content: { pl: { html } } },
    {
      id: 9100 + id,
      type: 'banner_text',
      position: 91,
      content: {
        pl: { title: 'Baner', html: '<p>x</p>', background: null, theme: null, link: null },
        en: { title: 'Banner', html: '<p>x</p>', background: null, theme: null, link: { label: 'Go', href } },
      },
    },
  ];
  await service().update('page', id, { ...page, isPublished, blocks }, 'test@ergoforma.example');
}

describe('the link checker', () => {
  it('is for admins and editors only', async () => {
    const statuses = await Promise.all(STAFF_ROLES.map(async (role) => `${role} ${(await check(role)).statusCode}`));
    expect(statuses).toEqual(['admin 200', 'editor 200', 'hr 403', 'sales 403']);
  });

  it('finds no dead link in the sample content', async () => {
    expect((await check()).json<BrokenLink[]>()).toEqual([]);
  });

  it("lists a news post's dead link in the language it is written in", async () => {
    const post = (await service().find('post', 1)) as { translations: Record<string, Record<string, unknown>> };
    const english = { ...post.translations.en, content: '<p>See <a href="/en/news/no-such-post">this</a>.</p>' };
    await service().update('post', 1, { ...post, translations: { ...post.translations, en: english } }, 'test');
    const listed = (await check()).json<BrokenLink[]>();
    await service().update('post', 1, post, 'test');
    expect(listed).toEqual([
      {
        where: { kind: 'post', id: 1, title: expect.any(String), field: 'content' },
        href: '/en/news/no-such-post',
        locale: 'en',
      },
    ]);
  });

  it("lists a published page's dead links, and not its live, redirected, outside or file links, nor a draft's", async () => {
    await linkFromPage(
      7,
      '<p><a href="/kontakt">live</a> <a href="/kontakt.html">old site</a> <a href="/nie-ma-takiej-strony?x=1#y">dead</a> ' +
        `<a href='https://example.org/gone'>elsewhere</a> <a href="${DEFAULT_SITE_ORIGIN}/en/no-such-page/">own origin</a> ` +
        '<a href="/media/downloads/katalog-ergoforma-2026.pdf">file</a> <a href="mailto:a@b.pl">mail</a></p>',
      '/en/careers/job-offers',
    );
    await linkFromPage(12, '<a href="/strona-szkicu">draft</a>', '/en/nowhere', false);

    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json<BrokenLink[]>()).toEqual([
      {
        where: { kind: 'page', id: 7, title: expect.any(String), field: 'blocks[90].html' },
        href: '/nie-ma-takiej-strony?x=1#y',
        locale: 'pl',
      },
      {
        where: { kind: 'page', id: 7, title: expect.any(String), field: 'blocks[90].html' },
        href: `${DEFAULT_SITE_ORIGIN}/en/no-such-page/`,
        locale: 'pl',
      },
    ]);
  });
});

describe('links', () => {
  it('are read from HTML with either quote, entities decoded', () => {
    expect(linksInHtml(`<p><a class="x" href="/a?b=1&amp;c=2">A</a><A HREF='/b'>B</A><area href="/c"></p>`)).toEqual([
      '/a?b=1&c=2',
      '/b',
    ]);
  });

  it("are internal when relative or on the site's origin, compared without query, fragment or trailing slash", () => {
    const origins = ['https://ergoforma.example'];
    expect(internalPath('/o-nas/?x=1#top', origins)).toBe('/o-nas');
    expect(internalPath('https://ergoforma.example/en', origins)).toBe('/en');
    expect(internalPath('https://other.example/en', origins)).toBeNull();
    expect(internalPath('//other.example/en', origins)).toBeNull();
    expect(internalPath('mailto:biuro@ergoforma.example', origins)).toBeNull();
    expect(internalPath('#section', origins)).toBeNull();
    expect(internalPath('/', origins)).toBe('/');
  });
});
