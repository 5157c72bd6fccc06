/**
 * @jest-environment node
 */
// Loaders are plain functions; Node's environment has the fetch API's Response that React Router's redirects use.
import {
  ApiError,
  PageMovedError,
  PageNotFoundError,
  PREVIEW_ERROR,
  PREVIEW_NOT_FOUND,
  type ApiClient,
  type ChromeData,
  type ExposedModuleId,
  type Locale,
  type PageLoadContext,
  type PageModule,
  type RegionModule,
  type SafeHtml,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { fakeApiClient } from '@ergoforma/shared-contracts/testing';
import { errorResult, loadPage, loadRoot, statusOf } from '../loaders';
import type { ShellServices } from '../services';
import type { PageLoaderResult, RootLoaderResult } from '../state';

let nextId = 1;
function node(
  slug: string,
  nodeType: SitemapNode['nodeType'],
  action: SitemapNode['action'],
  resolver: string | null = null,
): SitemapNode {
  const id = nextId++;
  return {
    id,
    slug,
    nodeType,
    action,
    nodeReference: null,
    resolver,
    crumbs: [{ title: `Node ${id}`, path: `/${slug}` }],
  };
}

const PL_NODES: SitemapNode[] = [
  node('', 'root', 'index'),
  node('o-nas', 'article', 'show'),
  node('kontakt', 'contact', 'show'),
  node('szukaj', 'search', 'show'),
  node('produkty/{category}', 'product', 'show_category'),
  node('produkty/{category}/{product}', 'product', 'show'),
  node('kariera/oferty-pracy', 'others', 'list', 'job_offers'),
  node('realizacje', 'others', 'list', 'some_unknown_resolver'),
  node('bez-resolvera', 'others', 'list', null),
  node('logowanie', 'login', 'show'),
  node('preview/page/{id}', 'article', 'preview'),
  node('preview/post/{id}', 'post', 'preview'),
];

const EN_NODES: SitemapNode[] = [node('', 'root', 'index'), node('products/{category}/{product}', 'product', 'show')];

type AnyPageModule = PageModule<unknown>;

function pageModule(overrides: Partial<AnyPageModule> = {}): AnyPageModule & { load: jest.Mock; head: jest.Mock } {
  return {
    layout: 'default',
    load: jest.fn(async (context: PageLoadContext) => ({ loadedFor: context.pathname })),
    head: jest.fn(() => ({ title: 'Page title' })),
    Component: () => null,
    ...overrides,
  } as AnyPageModule & { load: jest.Mock; head: jest.Mock };
}

function regionModule(load: RegionModule<ChromeData>['load'] = async () => ({ menus: [] })): RegionModule<ChromeData> {
  return { load, Component: () => null };
}

interface Fake {
  services: ShellServices;
  loadModule: jest.Mock<Promise<unknown>, [ExposedModuleId]>;
  api: jest.Mock<ApiClient, [Locale, { previewToken?: string }?]>;
  sitemap: jest.Mock<Promise<SitemapNode[]>, [Locale]>;
  sanitizeHtml: jest.Mock<SafeHtml, [string]>;
  report: jest.Mock<void, Parameters<ShellServices['report']>>;
}

/** modules: what each remote module resolves to; a missing id rejects like an unavailable remote. */
function fakeServices(
  modules: Partial<Record<ExposedModuleId, unknown>>,
  nodes: Partial<Record<Locale, SitemapNode[]>> = { pl: PL_NODES, en: EN_NODES },
): Fake {
  const loadModule = jest.fn(async (id: ExposedModuleId) => {
    if (!(id in modules)) throw new Error(`Remote '${id.split('/')[0]}' unavailable: connection refused`);
    return modules[id];
  });
  const api = jest.fn((locale: Locale) => fakeApiClient({}, { locale }));
  const sitemap = jest.fn(async (locale: Locale) => nodes[locale] ?? []);
  const sanitizeHtml = jest.fn((html: string) => html as SafeHtml);
  const report = jest.fn<void, Parameters<ShellServices['report']>>();
  const services: ShellServices = {
    loadModule: loadModule as unknown as ShellServices['loadModule'],
    api,
    sitemap,
    sanitizeHtml,
    report,
  };
  return { services, loadModule, api, sitemap, sanitizeHtml, report };
}

const url = (path: string) => new URL(path, 'http://shop.test');

describe('loadPage', () => {
  it('answers 404 when no sitemap node matches, without loading any remote', async () => {
    const fake = fakeServices({ 'content/ContentPage': pageModule() });
    expect(await loadPage(fake.services, url('/nie-ma-takiej-strony'))).toEqual({ kind: 'error', status: 404 });
    expect(fake.loadModule).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown resolver', '/realizacje'],
    ['no resolver', '/bez-resolvera'],
  ])("answers 404 for an 'others' node with %s", async (_, path) => {
    const fake = fakeServices({ 'careers/JobOffers': pageModule(), 'content/ContentPage': pageModule() });
    expect(await loadPage(fake.services, url(path))).toEqual({ kind: 'error', status: 404 });
    expect(fake.loadModule).not.toHaveBeenCalled();
  });

  it('renders the log-in node with the content remote', async () => {
    const fake = fakeServices({ 'content/LoginPage': pageModule() });
    expect(await loadPage(fake.services, url('/logowanie'))).toMatchObject({
      kind: 'page',
      moduleId: 'content/LoginPage',
    });
  });

  it.each([
    ['/', 'root/index', 'content/ContentPage'],
    ['/o-nas', 'article/show', 'content/ContentPage'],
    ['/kontakt', 'contact/show', 'content/ContentPage'],
    ['/szukaj', 'search/show', 'search/SearchPage'],
    ['/produkty/krzesla', 'product/show_category', 'catalogue/ProductList'],
    ['/produkty/krzesla/nova', 'product/show', 'catalogue/ProductPage'],
    ['/kariera/oferty-pracy', 'others/list job_offers', 'careers/JobOffers'],
  ] as const)('%s (%s) is rendered by %s', async (path, _, moduleId) => {
    const module = pageModule({ layout: 'product' });
    const fake = fakeServices({ [moduleId]: module });
    const result = await loadPage(fake.services, url(path));
    expect(fake.loadModule).toHaveBeenCalledTimes(1);
    expect(fake.loadModule).toHaveBeenCalledWith(moduleId);
    expect(result).toMatchObject({ kind: 'page', moduleId, available: true, layout: 'product' });
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('passes the node, the slug parameters and the request to the module load, and returns its data and head', async () => {
    const module = pageModule();
    module.load.mockResolvedValue({ product: 'Nova' });
    module.head.mockReturnValue({ title: 'Nova', description: 'A chair' });
    const fake = fakeServices({ 'catalogue/ProductPage': module });

    const result = await loadPage(fake.services, url('/produkty/krzesla/nova?kolor=czarny'));

    const context = module.load.mock.calls[0][0] as PageLoadContext;
    expect(context.params).toEqual({ category: 'krzesla', product: 'nova' });
    expect(context.node.slug).toBe('produkty/{category}/{product}');
    expect(context.locale).toBe('pl');
    expect(context.pathname).toBe('/produkty/krzesla/nova');
    expect(context.query.get('kolor')).toBe('czarny');
    expect(context.api).toBe(fake.api.mock.results[0].value);
    expect(fake.api).toHaveBeenCalledWith('pl', {});
    expect(context.sanitizeHtml).toBe(fake.sanitizeHtml);
    expect(module.head).toHaveBeenCalledWith({ product: 'Nova' });
    expect(result).toEqual({
      kind: 'page',
      moduleId: 'catalogue/ProductPage',
      node: context.node,
      params: { category: 'krzesla', product: 'nova' },
      layout: 'default',
      head: { title: 'Nova', description: 'A chair' },
      data: { product: 'Nova' },
      available: true,
    });
  });

  it('names the same sitemap node in each language when the remote names no language versions', async () => {
    const jobs = (locale: Locale, slug: string) => ({ ...PL_NODES[6], slug, crumbs: [{ title: locale, path: slug }] });
    const fake = fakeServices(
      { 'careers/JobOffers': pageModule() },
      {
        pl: PL_NODES,
        en: [...EN_NODES, jobs('en', 'careers/job-offers')],
        fr: [jobs('fr', 'carriere/offres-d-emploi')],
      },
    );
    const result = await loadPage(fake.services, url('/kariera/oferty-pracy'));
    expect(result.kind === 'page' && result.head.alternates).toEqual({
      pl: '/kariera/oferty-pracy',
      en: '/en/careers/job-offers',
      fr: '/fr/carriere/offres-d-emploi',
    });
  });

  it("keeps the remote's own language versions, and names none for a node with parameters", async () => {
    const own = pageModule();
    own.head.mockReturnValue({ title: 'O nas', alternates: { pl: '/o-nas' } });
    const fake = fakeServices({ 'content/ContentPage': own, 'catalogue/ProductPage': pageModule() });
    const about = await loadPage(fake.services, url('/o-nas'));
    expect(about.kind === 'page' && about.head.alternates).toEqual({ pl: '/o-nas' });
    const product = await loadPage(fake.services, url('/produkty/krzesla/nova'));
    expect(product.kind === 'page' && product.head).toEqual({ title: 'Page title' });
  });

  it('decodes percent-encoded parameters', async () => {
    const module = pageModule();
    const fake = fakeServices({ 'catalogue/ProductList': module });
    await loadPage(fake.services, url('/produkty/fotele%20biurowe'));
    expect((module.load.mock.calls[0][0] as PageLoadContext).params).toEqual({ category: 'fotele biurowe' });
  });

  it("answers 404 when the module's own validation fails", async () => {
    const validate = jest.fn(() => false);
    const module = pageModule({ validate });
    module.load.mockResolvedValue({ id: 7 });
    const fake = fakeServices({ 'catalogue/ProductPage': module });
    expect(await loadPage(fake.services, url('/produkty/krzesla/nova'))).toEqual({ kind: 'error', status: 404 });
    expect(validate).toHaveBeenCalledWith(
      { id: 7 },
      expect.objectContaining({ params: { category: 'krzesla', product: 'nova' } }),
    );
  });

  it('shows the page when the validation passes', async () => {
    const module = pageModule({ validate: () => true });
    const fake = fakeServices({ 'catalogue/ProductPage': module });
    expect(await loadPage(fake.services, url('/produkty/krzesla/nova'))).toMatchObject({
      kind: 'page',
      available: true,
    });
  });

  it.each([
    ['PageNotFoundError', new PageNotFoundError(), 404],
    ['ApiError 404', new ApiError('Not found', 404, '/api/products/nova'), 404],
    ['ApiError with status 0 (no answer)', new ApiError('Network error', 0, '/api/products/nova'), 503],
    ['ApiError 503', new ApiError('Service unavailable', 503, '/api/products/nova'), 503],
    ['ApiError 500', new ApiError('Internal error', 500, '/api/products/nova'), 503],
  ])('maps a load that throws %s to status %i', async (_, error, status) => {
    const module = pageModule();
    module.load.mockRejectedValue(error);
    const fake = fakeServices({ 'catalogue/ProductPage': module });
    expect(await loadPage(fake.services, url('/produkty/krzesla/nova'))).toEqual({ kind: 'error', status });
  });

  it('maps another ApiError (e.g. 400) to 500 and logs it', async () => {
    const module = pageModule();
    const error = new ApiError('Bad request', 400, '/api/products');
    module.load.mockRejectedValue(error);
    const fake = fakeServices({ 'catalogue/ProductPage': module });
    expect(await loadPage(fake.services, url('/produkty/krzesla/nova'))).toEqual({ kind: 'error', status: 500 });
    expect(fake.report).toHaveBeenCalledWith('error', expect.any(String), error);
  });

  it.each([
    ['a slug with capitals', '/produkty/krzesla/Nova', '/api/products/Nova', 400],
    ['a slug with a dot', '/produkty/krzesla/no.va', '/api/products/no.va?x=1', 400],
    ['an encoded slug', '/produkty/krzesla/a%20b', '/api/products/a%20b', 400],
    [
      'a slug longer than the API reads',
      `/produkty/krzesla/${'a'.repeat(301)}`,
      `/api/products/${'a'.repeat(301)}`,
      414,
    ],
  ])(
    'maps the refusal of %s taken from the address to 404, without logging an error',
    async (_, path, apiPath, status) => {
      const module = pageModule();
      module.load.mockRejectedValue(new ApiError('Path parameter "slug" has an invalid format', status, apiPath));
      const fake = fakeServices({ 'catalogue/ProductPage': module });
      expect(await loadPage(fake.services, url(path))).toEqual({ kind: 'error', status: 404 });
      expect(fake.report).not.toHaveBeenCalled();
    },
  );

  it('a remote that fails to load costs only its region: page with available false, status 200', async () => {
    const fake = fakeServices({});
    const result = await loadPage(fake.services, url('/produkty/krzesla/nova'));
    expect(result).toMatchObject({
      kind: 'page',
      moduleId: 'catalogue/ProductPage',
      params: { category: 'krzesla', product: 'nova' },
      layout: 'default',
      data: null,
      available: false,
    });
    expect(result.kind === 'page' && result.node.slug).toBe('produkty/{category}/{product}');
    expect(result.kind === 'page' && result.head.title).toBe(PL_NODES[5].crumbs[0].title);
    expect(statusOf({ kind: 'root', locale: 'pl', chrome: null }, result)).toBe(200);
    expect(fake.report).toHaveBeenCalledWith('warn', expect.any(String), expect.any(Error));
  });

  it('a load that throws a plain Error also costs only the region (available false)', async () => {
    const module = pageModule();
    module.load.mockRejectedValue(new Error('undefined is not a function'));
    const fake = fakeServices({ 'content/ContentPage': module });
    const result = await loadPage(fake.services, url('/o-nas'));
    expect(result).toMatchObject({ kind: 'page', moduleId: 'content/ContentPage', data: null, available: false });
    expect(module.head).not.toHaveBeenCalled();
    expect(statusOf({ kind: 'root', locale: 'pl', chrome: null }, result)).toBe(200);
    expect(fake.report).toHaveBeenCalledWith('error', expect.any(String), expect.any(Error));
  });

  it("'/en/...' paths use the en sitemap, the en API and match without the prefix", async () => {
    const module = pageModule();
    const fake = fakeServices({ 'catalogue/ProductPage': module });
    const result = await loadPage(fake.services, url('/en/products/chairs/nova'));
    expect(fake.sitemap).toHaveBeenCalledWith('en');
    expect(fake.sitemap).not.toHaveBeenCalledWith('pl');
    expect(fake.api).toHaveBeenCalledWith('en', {});
    const context = module.load.mock.calls[0][0] as PageLoadContext;
    expect(context.locale).toBe('en');
    expect(context.pathname).toBe('/en/products/chairs/nova');
    expect(context.params).toEqual({ category: 'chairs', product: 'nova' });
    expect(result).toMatchObject({ kind: 'page', moduleId: 'catalogue/ProductPage', available: true });
  });

  it("'/en' is the en front page", async () => {
    const fake = fakeServices({ 'content/ContentPage': pageModule() });
    const result = await loadPage(fake.services, url('/en'));
    expect(fake.sitemap).toHaveBeenCalledWith('en');
    expect(result).toMatchObject({ kind: 'page', moduleId: 'content/ContentPage', node: EN_NODES[0] });
  });

  it('a Polish path under /en does not match the Polish sitemap', async () => {
    const fake = fakeServices({ 'catalogue/ProductPage': pageModule() });
    expect(await loadPage(fake.services, url('/en/produkty/krzesla'))).toEqual({ kind: 'error', status: 404 });
  });

  it('paths without a locale prefix use the pl sitemap', async () => {
    const fake = fakeServices({ 'content/ContentPage': pageModule() });
    await loadPage(fake.services, url('/o-nas'));
    expect(fake.sitemap).toHaveBeenCalledWith('pl');
  });

  it('answers 503 when the sitemap cannot be fetched because the API is unreachable', async () => {
    const fake = fakeServices({});
    fake.sitemap.mockRejectedValue(new ApiError('Network error', 0, '/api/sitemap_nodes'));
    expect(await loadPage(fake.services, url('/o-nas'))).toEqual({ kind: 'error', status: 503 });
  });

  it('answers 500 when the sitemap fails for another reason', async () => {
    const fake = fakeServices({});
    fake.sitemap.mockRejectedValue(new Error('boom'));
    expect(await loadPage(fake.services, url('/o-nas'))).toEqual({ kind: 'error', status: 500 });
  });
});

describe('errorResult', () => {
  it.each([
    [new PageNotFoundError(), 404],
    [new ApiError('x', 404, '/p'), 404],
    [new ApiError('x', 0, '/p'), 503],
    [new ApiError('x', 502, '/p'), 503],
    [new ApiError('x', 422, '/p'), 500],
    [new Error('x'), 500],
    ['a string', 500],
  ])('%p -> %i', (error, status) => {
    expect(errorResult(error)).toEqual({ kind: 'error', status });
  });
});

describe('statusOf', () => {
  const root: RootLoaderResult = { kind: 'root', locale: 'pl', chrome: { menus: [] } };
  const page: PageLoaderResult = {
    kind: 'page',
    moduleId: 'content/ContentPage',
    node: PL_NODES[0],
    params: {},
    layout: 'default',
    head: { title: 'x' },
    data: null,
    available: true,
  };

  it('is 200 for a rendered page, and when there is no page result', () => {
    expect(statusOf(root, page)).toBe(200);
    expect(statusOf(root, undefined)).toBe(200);
  });

  it("is the page's error status", () => {
    expect(statusOf(root, { kind: 'error', status: 404 })).toBe(404);
    expect(statusOf(root, { kind: 'error', status: 503 })).toBe(503);
  });

  it("is the root's error status, which wins over the page's", () => {
    expect(statusOf({ kind: 'error', status: 503 }, page)).toBe(503);
    expect(statusOf({ kind: 'error', status: 503 }, { kind: 'error', status: 404 })).toBe(503);
    expect(statusOf({ kind: 'error', status: 500 }, undefined)).toBe(500);
  });
});

describe('loadRoot', () => {
  it('returns the chrome data loaded by the header module, with the locale of the path', async () => {
    const chrome: ChromeData = { menus: [] };
    const load = jest.fn(async () => chrome);
    const fake = fakeServices({ 'chrome/Header': regionModule(load), 'chrome/Footer': regionModule() });
    expect(await loadRoot(fake.services, url('/en/products'))).toEqual({ kind: 'root', locale: 'en', chrome });
    expect(fake.loadModule).toHaveBeenCalledWith('chrome/Header');
    expect(fake.loadModule).toHaveBeenCalledWith('chrome/Footer');
    expect(fake.api).toHaveBeenCalledWith('en', {});
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en', pathname: '/en/products' }));
  });

  it('chrome is null (fallback header and footer) when the chrome remote fails to load', async () => {
    const fake = fakeServices({});
    expect(await loadRoot(fake.services, url('/o-nas'))).toEqual({ kind: 'root', locale: 'pl', chrome: null });
  });

  it('a failing footer module does not hide the header data', async () => {
    const chrome: ChromeData = { menus: [] };
    const fake = fakeServices({ 'chrome/Header': regionModule(async () => chrome) });
    expect(await loadRoot(fake.services, url('/'))).toEqual({ kind: 'root', locale: 'pl', chrome });
  });

  it.each([
    ['status 0', 0],
    ['503', 503],
  ])('answers 503 when the chrome load throws an unavailable ApiError (%s)', async (_, status) => {
    const fake = fakeServices({
      'chrome/Header': regionModule(async () => {
        throw new ApiError('API down', status, '/api/menus');
      }),
      'chrome/Footer': regionModule(),
    });
    expect(await loadRoot(fake.services, url('/'))).toEqual({ kind: 'error', status: 503 });
  });

  it.each([
    ['a plain Error', new Error('bad data')],
    ['an ApiError 404', new ApiError('Not found', 404, '/api/menus')],
  ])('falls back to chrome null when the chrome load throws %s', async (_, error) => {
    const fake = fakeServices({
      'chrome/Header': regionModule(async () => {
        throw error;
      }),
    });
    expect(await loadRoot(fake.services, url('/fr'))).toEqual({ kind: 'root', locale: 'fr', chrome: null });
  });
});

describe('loadPage: a draft preview (nodes with action preview)', () => {
  it("gives the module an API client with the X-Preview-Token header's token; the page is marked and noindex", async () => {
    const module = pageModule();
    module.head.mockReturnValue({
      title: 'Autumn offer',
      description: 'Draft',
      alternates: { en: '/en/autumn-offer' },
      jsonLd: [{ '@type': 'WebPage' }],
    });
    const fake = fakeServices({ 'content/ContentPage': module });
    const result = await loadPage(fake.services, url('/preview/page/12'), 's3cret');
    expect(fake.api).toHaveBeenCalledWith('pl', { previewToken: 's3cret' });
    expect((module.load.mock.calls[0][0] as PageLoadContext).params).toEqual({ id: '12' });
    expect(result).toMatchObject({
      kind: 'page',
      preview: true,
      head: { title: 'Autumn offer', description: 'Draft', noindex: true },
    });
    expect(result.kind === 'page' && result.head).not.toHaveProperty('alternates');
    expect(result.kind === 'page' && result.head).not.toHaveProperty('jsonLd');
  });

  it('takes the token from ?token= when there is no header, in any language', async () => {
    const fake = fakeServices(
      { 'content/NewsDetail': pageModule() },
      { pl: PL_NODES, en: [node('preview/post/{id}', 'post', 'preview')] },
    );
    await loadPage(fake.services, url('/en/preview/post/7?token=from-link'));
    expect(fake.api).toHaveBeenCalledWith('en', { previewToken: 'from-link' });
  });

  it('never hands a token to a page that is not a preview', async () => {
    const fake = fakeServices({ 'content/ContentPage': pageModule() });
    await loadPage(fake.services, url('/o-nas?token=s3cret'), 's3cret');
    expect(fake.api).toHaveBeenCalledWith('pl', {});
  });

  it.each([
    [
      'an unknown draft (API 404)',
      new ApiError(PREVIEW_NOT_FOUND, 404, '/api/page_preview/99'),
      404,
      PREVIEW_NOT_FOUND,
    ],
    ['an id that is no number', new PageNotFoundError(), 404, PREVIEW_NOT_FOUND],
    [
      'a wrong or missing token (API 403)',
      new ApiError(PREVIEW_ERROR, 403, '/api/page_preview/12'),
      403,
      PREVIEW_ERROR,
    ],
    ['an unreachable API', new ApiError('Network error', 0, '/api/page_preview/12'), 503, PREVIEW_ERROR],
    ['a failing module', new Error('boom'), 500, PREVIEW_ERROR],
  ])("maps %s to %i with '%s'", async (_, error, status, detail) => {
    const module = pageModule();
    module.load.mockRejectedValue(error);
    const fake = fakeServices({ 'content/ContentPage': module });
    expect(await loadPage(fake.services, url('/preview/page/12'), 'token')).toEqual({
      kind: 'error',
      status,
      detail,
      preview: true,
    });
  });

  it("a draft the module's validation refuses is 'pageData not found'", async () => {
    const fake = fakeServices({ 'content/ContentPage': pageModule({ validate: () => false }) });
    expect(await loadPage(fake.services, url('/preview/page/12'), 'token')).toMatchObject({
      status: 404,
      detail: PREVIEW_NOT_FOUND,
    });
  });
});

describe('loadPage: a page that lives at another address (one address per page)', () => {
  it('answers a 301 redirect to the address the module names, query included', async () => {
    const module = pageModule();
    module.load.mockRejectedValue(new PageMovedError('/podlokietniki?tag=3'));
    const fake = fakeServices({ 'catalogue/ProductList': module });
    const thrown: unknown = await loadPage(fake.services, url('/produkty/podlokietniki?tag=3')).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/podlokietniki?tag=3');
  });

  it.each(['//evil.test/x', 'https://evil.test/', '/\\evil.test'])(
    'never redirects off the site (%s)',
    async (location) => {
      const module = pageModule();
      module.load.mockRejectedValue(new PageMovedError(location));
      const fake = fakeServices({ 'catalogue/ProductList': module });
      const result = await loadPage(fake.services, url('/produkty/podlokietniki'));
      expect(result).toMatchObject({ kind: 'page', available: false });
    },
  );
});
