import { createApiClient, resolveApiBaseUrl, type ApiClientOptions, type FetchLike } from '../client';
import { ApiError, PREVIEW_ERROR, UndefinedServiceMethodError } from '../errors';

// jsdom has no Response/fetch: a minimal Response stand-in is enough for the client.
interface FakeAnswer {
  status?: number;
  statusText?: string;
  /** JSON body; a string is served as non-JSON text. */
  body?: unknown;
  blob?: Blob;
}

function fakeResponse({ status = 200, statusText = '', body = {}, blob }: FakeAnswer): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError('Unexpected token < in JSON');
      return body;
    },
    blob: async () => blob ?? new Blob([JSON.stringify(body)]),
  } as unknown as Response;
}

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: FakeAnswer | ((call: Call) => FakeAnswer) = {}) {
  const calls: Call[] = [];
  const fn: FetchLike = async (url, init = {}) => {
    const call = { url, init };
    calls.push(call);
    return fakeResponse(typeof answer === 'function' ? answer(call) : answer);
  };
  return { fetch: jest.fn(fn), calls };
}

function client(fetch: FetchLike, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: 'http://api.test', locale: 'en', fetch, ...options });
}

function headersOf(call: Call): Record<string, string> {
  return call.init.headers as Record<string, string>;
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('createApiClient: URL and headers', () => {
  it('prefixes every path with the base URL, without doubling the slash', async () => {
    const { fetch, calls } = fakeFetch({ body: { member: [] } });
    await client(fetch, { baseUrl: 'http://api.test:4000/' }).services.posts.list();
    expect(calls[0].url).toBe('http://api.test:4000/api/posts');
  });

  it('exposes the normalised base URL and the locale', () => {
    const api = client(fakeFetch().fetch, { baseUrl: 'http://api.test//', locale: 'fr' });
    expect(api.baseUrl).toBe('http://api.test');
    expect(api.locale).toBe('fr');
  });

  it('sends GET with Accept json and Accept-Locale carrying the language', async () => {
    const { fetch, calls } = fakeFetch({ body: { id: 1 } });
    await client(fetch, { locale: 'fr' }).services.pages.get(12);
    expect(calls[0].url).toBe('http://api.test/api/pages/12');
    expect(calls[0].init.method ?? 'GET').toBe('GET');
    expect(headersOf(calls[0])).toEqual(expect.objectContaining({ Accept: 'application/json', 'Accept-Locale': 'fr' }));
  });

  it('uses the locale the client was created with (pl)', async () => {
    const { fetch, calls } = fakeFetch();
    await client(fetch, { locale: 'pl' }).get('/api/menus');
    expect(headersOf(calls[0])['Accept-Locale']).toBe('pl');
  });

  it('encodes query arrays as name[]=value', async () => {
    const { fetch, calls } = fakeFetch({ body: { member: [] } });
    await client(fetch).services.products.list({ 'tags.id': [3, 7], itemsPerPage: 6 });
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/api/products');
    expect(url.searchParams.getAll('tags.id[]')).toEqual(['3', '7']);
    expect(url.searchParams.has('tags.id')).toBe(false);
    expect(url.searchParams.get('itemsPerPage')).toBe('6');
  });

  it('encodes the mega-menu and similar-products queries (order as name[key]=value)', async () => {
    const { fetch, calls } = fakeFetch({ body: { member: [] } });
    const api = client(fetch);
    await api.services.products.list({ itemsPerPage: 400, order: { name: 'asc' } });
    await api.services.products.list({ itemsPerPage: 6, order: { published: 'desc' }, 'category.id': 4 });
    const megaMenu = new URL(calls[0].url).searchParams;
    expect(megaMenu.get('itemsPerPage')).toBe('400');
    expect(megaMenu.get('order[name]')).toBe('asc');
    const similar = new URL(calls[1].url).searchParams;
    expect(similar.get('order[published]')).toBe('desc');
    expect(similar.get('category.id')).toBe('4');
  });

  it('calls the documented paths of the services', async () => {
    const { fetch, calls } = fakeFetch({ body: { member: [] } });
    const { services } = client(fetch);
    await services.posts.get('nowa kolekcja');
    await services.products.get('nova');
    await services.mechanisms.get('synchro');
    await services.patternCollections.list();
    await services.productTags.list();
    await services.productCategories.list();
    await services.productFileTypes.list();
    await services.realizations.list();
    await services.jobOffers.list();
    await services.mechanisms.list();
    await services.mechanismCategories.list();
    await services.menus.list();
    await services.sitemapNodes.list();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/posts/nowa%20kolekcja',
      '/api/products/nova',
      '/api/mechanism/synchro',
      '/api/pattern_collections',
      '/api/product_tags',
      '/api/product_categories',
      '/api/product_file_types',
      '/api/realizations',
      '/api/job_offers',
      '/api/mechanisms',
      '/api/mechanism_categories',
      '/api/menus',
      '/api/sitemap_nodes',
    ]);
  });

  it('searches with the phrase and pagination=false', async () => {
    const results = [{ title: 'Nova', slug: 'produkty/krzesla/nova', content: 'a|b' }];
    const { fetch, calls } = fakeFetch({ body: results });
    await expect(client(fetch).services.search.find('nova chair')).resolves.toEqual(results);
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.get('phrase')).toBe('nova chair');
    expect(url.searchParams.get('pagination')).toBe('false');
  });

  it('fetches the product card as binary from /api/products/{id}/pdf', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { fetch, calls } = fakeFetch({ blob: pdf });
    await expect(client(fetch).services.products.pdf(42)).resolves.toBe(pdf);
    expect(calls[0].url).toBe('http://api.test/api/products/42/pdf');
    expect(headersOf(calls[0])['Accept-Locale']).toBe('en');
    expect(headersOf(calls[0]).Accept).toMatch(/application\/pdf/);
  });

  it('POSTs JSON with Content-Type while keeping Accept and Accept-Locale', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { id: 9 } });
    await expect(client(fetch, { locale: 'pl' }).post('/api/client_questions', { email: 'a@b.pl' })).resolves.toEqual({
      id: 9,
    });
    expect(calls[0].url).toBe('http://api.test/api/client_questions');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ email: 'a@b.pl' });
    expect(headersOf(calls[0])).toEqual(
      expect.objectContaining({
        Accept: 'application/json',
        'Accept-Locale': 'pl',
        'Content-Type': 'application/json',
      }),
    );
  });

  it('returns the JSON data of a successful answer', async () => {
    const data = { member: [{ id: 1, slug: '' }], totalItems: 1, page: 1, itemsPerPage: 30 };
    const { fetch } = fakeFetch({ body: data });
    await expect(client(fetch).services.sitemapNodes.list()).resolves.toEqual(data);
  });
});

describe('createApiClient: a `code` in the data marks a failure', () => {
  it.each([
    ['404', 404],
    [404, 404],
    ['500', 500],
    ['503', 503],
    ['4', 4],
    ['42', 42],
  ])('code %p in a 200 answer rejects with ApiError status %p', async (code, status) => {
    const { fetch } = fakeFetch({ status: 200, body: { code, message: 'pageData not found' } });
    const error = await caught(client(fetch).services.pages.get(1));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toBe('pageData not found');
    expect((error as ApiError).path).toBe('/api/pages/1');
  });

  it('without a message the error still names the code', async () => {
    const { fetch } = fakeFetch({ body: { code: '404' } });
    const error = (await caught(client(fetch).get('/api/pages/3'))) as ApiError;
    expect(error.status).toBe(404);
    expect(error.isNotFound).toBe(true);
    expect(error.message).toContain('404');
  });

  it.each([['200'], [201], ['4000'], ['5001'], ['304'], ['abc'], [''], [null]])(
    'code %p is not a failure',
    async (code) => {
      const data = { code, name: 'Nova' };
      const { fetch } = fakeFetch({ body: data });
      await expect(client(fetch).get('/api/products/nova')).resolves.toEqual(data);
    },
  );

  it('a failure code in a POST answer rejects too', async () => {
    const { fetch } = fakeFetch({ status: 200, body: { code: '422', message: 'invalid' } });
    const error = (await caught(client(fetch).post('/api/proposal_requests', {}))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
  });
});

describe('createApiClient: HTTP and network errors', () => {
  it('an HTTP error rejects with ApiError carrying status, message and field errors', async () => {
    const { fetch } = fakeFetch({
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { code: '422', message: 'Invalid form', errors: { email: 'pole wymagane', phone: 'pole wymagane' } },
    });
    const error = (await caught(client(fetch).post('/api/form_entries/job_application', {}))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Invalid form');
    expect(error.path).toBe('/api/form_entries/job_application');
    expect(error.fieldErrors).toEqual({ email: 'pole wymagane', phone: 'pole wymagane' });
  });

  it('a 404 is a not-found error', async () => {
    const { fetch } = fakeFetch({ status: 404, statusText: 'Not Found', body: { message: 'Not Found' } });
    const error = (await caught(client(fetch).services.products.get('missing'))) as ApiError;
    expect(error.status).toBe(404);
    expect(error.isNotFound).toBe(true);
    expect(error.isUnavailable).toBe(false);
    expect(error.fieldErrors).toEqual({});
  });

  it('an error answer without a JSON body uses the status text', async () => {
    const { fetch } = fakeFetch({ status: 502, statusText: 'Bad Gateway', body: '<html>' });
    const error = (await caught(client(fetch).get('/api/menus'))) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.isUnavailable).toBe(true);
  });

  it('an error answer without body or status text still has a message', async () => {
    const { fetch } = fakeFetch({ status: 500, statusText: '', body: '' });
    const error = (await caught(client(fetch).get('/api/menus'))) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('HTTP 500');
  });

  it('an HTTP error on a binary call rejects with ApiError', async () => {
    const { fetch } = fakeFetch({ status: 404, statusText: 'Not Found', body: '' });
    const error = (await caught(client(fetch).services.products.pdf(5))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
  });

  it('a network failure rejects with ApiError status 0', async () => {
    const fetch = jest
      .fn<ReturnType<FetchLike>, Parameters<FetchLike>>()
      .mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await caught(client(fetch).services.menus.list())) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isUnavailable).toBe(true);
    expect(error.path).toBe('/api/menus');
    expect(error.message).toContain('Failed to fetch');
  });

  it('passes an abort signal and a call slower than timeoutMs rejects with ApiError status 0', async () => {
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
      });
    const fetch = jest.fn(never);
    const started = Date.now();
    const error = (await caught(client(fetch, { timeoutMs: 30 }).services.realizations.list())) as ApiError;
    expect(fetch.mock.calls[0][1]?.signal).toBeInstanceOf(AbortSignal);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a call that answers within the timeout is not aborted', async () => {
    let signal: AbortSignal | undefined;
    const slow: FetchLike = (_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((resolve) => setTimeout(() => resolve(fakeResponse({ body: { ok: true } })), 20));
    };
    await expect(client(slow, { timeoutMs: 1000 }).get('/api/menus')).resolves.toEqual({ ok: true });
    expect(signal?.aborted).toBe(false);
  });
});

describe('createApiClient: undefined service methods throw', () => {
  it('calling a method a service does not define throws UndefinedServiceMethodError', () => {
    const { services } = client(fakeFetch().fetch);
    const products = services.products as unknown as Record<string, () => unknown>;
    expect(() => products.remove()).toThrow(UndefinedServiceMethodError);
    expect(() => products.remove()).toThrow("Undefined method 'remove' on service 'products'");
  });

  it('asking for a service that does not exist throws', () => {
    const { services } = client(fakeFetch().fetch);
    const all = services as unknown as Record<string, unknown>;
    expect(() => all.orders).toThrow(UndefinedServiceMethodError);
  });

  it('does not call fetch for an undefined method', () => {
    const { fetch } = fakeFetch();
    const posts = client(fetch).services.posts as unknown as Record<string, () => unknown>;
    expect(() => posts.delete()).toThrow(UndefinedServiceMethodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('services can be serialised (toJSON is not treated as a method call)', () => {
    const { services } = client(fakeFetch().fetch);
    expect(() => JSON.stringify(services.products)).not.toThrow();
  });

  it('defined methods still work and a service can be awaited (no `then` trap)', async () => {
    const { fetch } = fakeFetch({ body: { member: [] } });
    const { services } = client(fetch);
    const resolved = await Promise.resolve(services.jobOffers);
    await expect(resolved.list()).resolves.toEqual({ member: [] });
  });
});

describe('resolveApiBaseUrl', () => {
  it('takes API_URL from the environment and drops trailing slashes', () => {
    expect(resolveApiBaseUrl({ API_URL: 'https://api.ergoforma.pl/' })).toBe('https://api.ergoforma.pl');
  });

  it('falls back to the default port when API_URL is not set', () => {
    expect(resolveApiBaseUrl({})).toBe('http://localhost:4000');
  });
});

describe("createApiClient: the '{type}_preview' services", () => {
  it('asks for a draft page or post by id in the locale, with the token in a header and never in the URL', async () => {
    const { fetch, calls } = fakeFetch({ body: { id: 12, title: 'Draft' } });
    const api = client(fetch, { previewToken: 's3cret' });
    await expect(api.services.pagePreview.preview(12)).resolves.toEqual({ id: 12, title: 'Draft' });
    await api.services.postPreview.preview(7);
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/api/page_preview/12',
      'http://api.test/api/post_preview/7',
    ]);
    for (const call of calls)
      expect(headersOf(call)).toMatchObject({ 'X-Preview-Token': 's3cret', 'Accept-Locale': 'en' });
  });

  it('sends the token with nothing but the previews', async () => {
    const { fetch, calls } = fakeFetch({ body: { member: [] } });
    await client(fetch, { previewToken: 's3cret' }).services.pages.get(3);
    expect(headersOf(calls[0])).not.toHaveProperty('X-Preview-Token');
  });

  it.each([
    ['a line separator', '\u2028'],
    ['a NUL', 'ab\u0000cd'],
    ['a line feed', 'ab\ncd'],
    ['an emoji', '\u{1FA91}'],
    ['a letter beyond ASCII', 'caf\u00e9'],
  ])('takes a token with %s, which no header carries, for a wrong one (403) without asking', async (_, token) => {
    const { fetch } = fakeFetch({ body: { id: 12 } });
    const error = await caught(client(fetch, { previewToken: token }).services.pagePreview.preview(12));
    expect(fetch).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: PREVIEW_ERROR });
  });

  it("without a token it asks anyway and the API's refusal is an ApiError with its status", async () => {
    const { fetch, calls } = fakeFetch({ status: 403, body: { code: 403, message: 'pageData error' } });
    const error = await caught(client(fetch).services.pagePreview.preview(12));
    expect(headersOf(calls[0])).not.toHaveProperty('X-Preview-Token');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'pageData error' });
  });
});
