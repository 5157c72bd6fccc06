// Unit tests of the pure SEO pieces: redirect table and sitemap XML (the head: app/head/__tests__).
import { fakeApiClient } from '@ergoforma/shared-contracts/testing';
import {
  keepLegacyRedirectsFresh,
  LEGACY_REDIRECTS,
  LegacyRedirects,
  loadLegacyRedirectRows,
} from '../legacy-redirects';
import { buildSitemapXml, robotsTxt } from '../sitemap-xml';

const ORIGIN = 'https://www.ergoforma.test';

describe('LegacyRedirects', () => {
  it('holds the ten rows of the legacy redirect table', () => {
    const redirects = new LegacyRedirects();
    expect(redirects.size).toBe(10);
    expect(LEGACY_REDIRECTS).toHaveLength(10);
    expect(redirects.lookup('/podstawy.html')).toBe('/bazy');
    expect(redirects.lookup('/contact.html')).toBe('/en/contact');
    expect(redirects.lookup('/podstawy.html?x=1')).toBeNull();
    expect(redirects.lookup('/unknown.html')).toBeNull();
  });

  it('accepts more rows later and keeps every answer one hop', () => {
    const redirects = new LegacyRedirects();
    redirects.add([
      ['/produkt-12.html', '/product-12.html'],
      ['/product-12.html', '/produkty/krzesla-obrotowe/aruba'],
      ['/loop-a.html', '/loop-b.html'],
      ['/loop-b.html', '/loop-a.html'],
    ]);
    expect(redirects.lookup('/produkt-12.html')).toBe('/produkty/krzesla-obrotowe/aruba');
    expect(redirects.lookup('/product-12.html')).toBe('/produkty/krzesla-obrotowe/aruba');
    // A loop never redirects a path to itself: at most one hop, after which the path is served as it is.
    for (const path of ['/loop-a.html', '/loop-b.html']) {
      const target = redirects.lookup(path);
      expect(target).not.toBe(path);
      if (target) expect(redirects.lookup(target)).toBeNull();
    }
  });

  it('treats a row to itself as an empty pass-through: no redirect', () => {
    const redirects = new LegacyRedirects();
    redirects.add([['/o-firmie.html', '/o-firmie.html']]);
    expect(redirects.lookup('/o-firmie.html')).toBeNull();
  });

  it("loads the API's rows, dropping any that would leave the site", async () => {
    const member = [
      { from: '/produkt-101.html', to: '/produkty/krzesla-obrotowe/aruba' },
      { from: '/product-101.html', to: '/produkty/krzesla-obrotowe/aruba' },
      { from: '/evil.html', to: '//evil.example/phish' },
      { from: '/evil2.html', to: 'https://evil.example/' },
      { from: '/not-html', to: '/kontakt' },
    ];
    const get = jest.fn().mockResolvedValue({ member, totalItems: member.length, page: 1, itemsPerPage: 5 });
    const rows = await loadLegacyRedirectRows(fakeApiClient({}, { get }), ORIGIN);
    expect(get.mock.calls).toEqual([['/api/legacy_redirects', { pagination: false }]]);
    expect(rows).toEqual([
      ['/produkt-101.html', '/produkty/krzesla-obrotowe/aruba'],
      ['/product-101.html', '/produkty/krzesla-obrotowe/aruba'],
    ]);
  });

  it('follows a target on the www host (or the bare host) of this site as its plain path', async () => {
    const member = [
      { from: '/produkt-5.html', to: 'https://www.ergoforma.test/produkty/fotele/now' },
      { from: '/produkt-6.html', to: 'http://ergoforma.test/kontakt' },
      { from: '/produkt-7.html', to: 'https://www.ergoforma.test.evil.example/kontakt' },
      { from: '/produkt-8.html', to: 'https://user@www.ergoforma.test/kontakt' },
      { from: '/produkt-9.html', to: 'javascript:alert(1)' },
    ];
    const api = fakeApiClient(
      {},
      { get: jest.fn().mockResolvedValue({ member, totalItems: 5, page: 1, itemsPerPage: 5 }) },
    );
    for (const origin of [ORIGIN, 'https://ergoforma.test']) {
      expect(await loadLegacyRedirectRows(api, origin)).toEqual([
        ['/produkt-5.html', '/produkty/fotele/now'],
        ['/produkt-6.html', '/kontakt'],
      ]);
    }
  });

  it('drops a redirect from an old path to that same path on the www host (it would redirect to itself)', async () => {
    const member = [{ from: '/kontakt.html', to: 'https://www.ergoforma.test/kontakt.html' }];
    const api = fakeApiClient(
      {},
      { get: jest.fn().mockResolvedValue({ member, totalItems: 1, page: 1, itemsPerPage: 1 }) },
    );
    const redirects = new LegacyRedirects([]);
    redirects.add(await loadLegacyRedirectRows(api, ORIGIN));
    expect(redirects.lookup('/kontakt.html')).toBeNull();
  });

  it('keeps the built-in rows answering while the API is down, and adds the API rows once it answers', async () => {
    jest.useFakeTimers();
    try {
      const redirects = new LegacyRedirects();
      const log = { warn: jest.fn(), info: jest.fn() };
      let apiUp = false;
      const load = async (): Promise<Array<readonly [string, string]>> => {
        if (!apiUp) throw new Error('ECONNREFUSED');
        return [['/produkt-7.html', '/produkty/fotele/now']];
      };
      const refresher = keepLegacyRedirectsFresh(redirects, load, log, { waitMs: 100 });
      await jest.advanceTimersByTimeAsync(100);
      await refresher.ready;
      expect(redirects.lookup('/kontakt.html')).toBe('/kontakt');
      expect(redirects.lookup('/produkt-7.html')).toBeNull();
      await jest.advanceTimersByTimeAsync(1000);
      apiUp = true;
      await jest.advanceTimersByTimeAsync(2000);
      expect(redirects.lookup('/produkt-7.html')).toBe('/produkty/fotele/now');
      // The API starting after the shell is no failure worth a warning.
      expect(log.warn).not.toHaveBeenCalled();
      refresher.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the API’s rows again at once when a change touches the redirects: an added row answers, a removed one not', async () => {
    const redirects = new LegacyRedirects();
    let rows: Array<readonly [string, string]> = [['/kontakt.html', '/kontakt']];
    const changes: Array<() => void> = [];
    const refresher = keepLegacyRedirectsFresh(
      redirects,
      async () => rows,
      { warn: jest.fn(), info: jest.fn() },
      {
        waitMs: 100,
        onChange: (listener) => changes.push(listener),
      },
    );
    await refresher.ready;
    expect(redirects.lookup('/podstawy.html')).toBeNull();
    rows = [['/cennik.html', '/produkty']];
    for (const listener of changes) listener();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redirects.lookup('/cennik.html')).toBe('/produkty');
    expect(redirects.lookup('/kontakt.html')).toBeNull();
    refresher.stop();
  });

  it('warns in one line, without a stack, when the API stays away or goes away later', async () => {
    jest.useFakeTimers();
    try {
      const log = { warn: jest.fn(), info: jest.fn() };
      let apiUp = false;
      const load = async (): Promise<Array<readonly [string, string]>> => {
        if (!apiUp) throw new Error('API unreachable: /api/legacy_redirects (fetch failed)');
        return [];
      };
      const refresher = keepLegacyRedirectsFresh(new LegacyRedirects(), load, log, { waitMs: 100 });
      await jest.advanceTimersByTimeAsync(60_000);
      expect(log.warn).toHaveBeenCalledWith(
        { reason: 'API unreachable: /api/legacy_redirects (fetch failed)', retryInMs: 30_000 },
        'legacy redirects: could not load the rows from the API',
      );
      apiUp = true;
      await jest.advanceTimersByTimeAsync(30_000);
      log.warn.mockClear();
      apiUp = false;
      await jest.advanceTimersByTimeAsync(10 * 60_000);
      expect(log.warn).toHaveBeenCalledTimes(1);
      refresher.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sitemap XML', () => {
  it('writes each language version with all alternates and x-default, escaped', () => {
    const xml = buildSitemapXml(ORIGIN, [
      { paths: { pl: '/a&b', en: '/en/a' } },
      { paths: { pl: '/only-pl' } },
      { paths: { pl: '/a&b' } },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<loc>${ORIGIN}/a&amp;b</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/a&amp;b"/>`);
    const onlyPl = xml.slice(xml.indexOf('/only-pl'));
    expect(onlyPl.slice(0, onlyPl.indexOf('</url>'))).not.toContain('xhtml:link');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
