// The site's own redirects in the shell: loaded from the API, answered with a 301 before any page renders, and
// reloaded when a write names the 'redirects' key (a rename answers 301 without a restart of the shell).
import Fastify, { type FastifyInstance } from 'fastify';
import { createApiClient, type ContentKey } from '@ergoforma/shared-contracts';
import { registerLegacyRedirects } from '../legacy-redirects';
import { followSiteRedirects, loadSiteRedirectRows, SiteRedirects } from '../site-redirects';

const ORIGIN = 'https://www.ergoforma.test';

describe('site redirects', () => {
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let rows: Array<{ from: string; to: string }>;
  let changes: Array<(keys: readonly ContentKey[] | null) => void>;
  let stop: () => void;
  const warn = jest.fn();

  beforeEach(async () => {
    rows = [];
    changes = [];
    api = Fastify();
    api.get('/api/redirects', async () => rows);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      locale: 'pl',
    });
    const redirects = new SiteRedirects();
    shell = Fastify();
    registerLegacyRedirects(shell, redirects);
    shell.get('/*', async () => 'page');
    ({ stop } = await followSiteRedirects(
      redirects,
      () => loadSiteRedirectRows(client, ORIGIN),
      (listener) => changes.push(listener),
      { warn, info: jest.fn() },
    ));
  });
  afterEach(async () => {
    stop();
    await shell.close();
    await api.close();
  });

  const visit = async (url: string) => {
    const response = await shell.inject({ method: 'GET', url });
    return `${response.statusCode} ${response.headers.location ?? response.body}`;
  };
  /** A content change with these keys, and the reload it may start. */
  const change = async (keys: ContentKey[] | null) => {
    for (const listener of changes) listener(keys);
    await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('follows a rename in every language once a write names the redirects key', async () => {
    expect(await visit('/produkty/krzesla-obrotowe/nova')).toBe('200 page');
    rows = [
      { from: '/produkty/krzesla-obrotowe/nova', to: '/produkty/krzesla-obrotowe/nova-2' },
      { from: '/en/products/swivel-chairs/nova', to: '/en/products/swivel-chairs/nova-2' },
    ];
    await change(['product:1', 'products']);
    expect(await visit('/produkty/krzesla-obrotowe/nova')).toBe('200 page');
    await change(['product:1', 'products', 'redirects']);
    expect(await visit('/produkty/krzesla-obrotowe/nova')).toBe('301 /produkty/krzesla-obrotowe/nova-2');
    expect(await visit('/en/products/swivel-chairs/nova?x=1')).toBe('301 /en/products/swivel-chairs/nova-2');

    // The old address is live again: its redirect is gone from the API, and from the shell.
    rows = [];
    await change(null);
    expect(await visit('/produkty/krzesla-obrotowe/nova')).toBe('200 page');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the rows it has when the API fails once they were loaded, and says so', async () => {
    rows = [{ from: '/a', to: '/b' }];
    await change(['redirects']);
    await api.close();
    await change(['redirects']);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'site redirects: could not load the rows from the API');
    expect(await visit('/a')).toBe('301 /b');
  });

  it('drops rows that would leave the site', async () => {
    rows = [
      { from: '/a', to: '//evil.example/x' },
      { from: '/b', to: 'https://evil.example/' },
      { from: '/c', to: `${ORIGIN}/d` },
    ];
    await change(null);
    expect(await visit('/a')).toBe('200 page');
    expect(await visit('/b')).toBe('200 page');
    expect(await visit('/c')).toBe('301 /d');
  });
});
