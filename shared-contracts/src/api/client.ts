// Every call the site makes goes through this client (docs/api.md#the-sites-api-client).
import type { Locale } from '../locale/locales';
import type { Collection, CollectionQuery, Company, ProductQuery, Query, SiteSettings } from '../types/api';
import type {
  CategoryTreeNode,
  JobOffer,
  Mechanism,
  MechanismCategory,
  Menu,
  Page,
  PatternCollection,
  Post,
  Product,
  ProductFileType,
  ProductSummary,
  ProductTag,
  Realization,
  SearchResult,
  SitemapNode,
} from '../types/entities';
import type { ClientQuestion, CooperationRequest, FormSubmissionReceipt, ProposalRequest } from '../types/forms';
import { ApiError, PREVIEW_ERROR, UndefinedServiceMethodError, failureCodeOf } from './errors';
import { encodeQuery } from './query';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin of the content API, e.g. http://localhost:4000 (see resolveApiBaseUrl). */
  baseUrl: string;
  locale: Locale;
  fetch?: FetchLike;
  /** Abort a call that takes longer (ms). */
  timeoutMs?: number;
  /**
   * The editor's secret for draft previews: sent as the X-Preview-Token header by the preview services only (never
   * in a URL the API would log). Give it only to the client of a preview request. A token with anything but
   * printable ASCII is never sent: the preview fails as for a wrong token (403).
   */
  previewToken?: string;
}

export interface ApiClient {
  readonly locale: Locale;
  readonly baseUrl: string;
  get<T>(path: string, query?: Query): Promise<T>;
  getBinary(path: string): Promise<Blob>;
  post<T>(path: string, body: unknown): Promise<T>;
  services: ApiServices;
}

export interface ApiServices {
  pages: { get(id: number): Promise<Page> };
  /**
   * '{type}_preview' services (docs/behaviour.md#preview): a draft by id, in the client's locale (needs the client's
   * previewToken).
   */
  pagePreview: { preview(id: number): Promise<Page> };
  postPreview: { preview(id: number): Promise<Post> };
  productPreview: { preview(id: number): Promise<Product> };
  posts: { list(query?: CollectionQuery): Promise<Collection<Post>>; get(slug: string): Promise<Post> };
  patternCollections: { list(query?: CollectionQuery): Promise<Collection<PatternCollection>> };
  products: {
    list(query?: ProductQuery): Promise<Collection<ProductSummary>>;
    get(slug: string): Promise<Product>;
    pdf(id: number): Promise<Blob>;
  };
  productTags: { list(query?: CollectionQuery): Promise<Collection<ProductTag>> };
  productCategories: { list(query?: CollectionQuery): Promise<Collection<CategoryTreeNode>> };
  productFileTypes: { list(query?: CollectionQuery): Promise<Collection<ProductFileType>> };
  realizations: { list(query?: CollectionQuery): Promise<Collection<Realization>> };
  jobOffers: { list(query?: CollectionQuery): Promise<Collection<JobOffer>> };
  mechanisms: { list(query?: CollectionQuery): Promise<Collection<Mechanism>>; get(slug: string): Promise<Mechanism> };
  mechanismCategories: { list(query?: CollectionQuery): Promise<Collection<MechanismCategory>> };
  search: { find(phrase: string): Promise<SearchResult[]> };
  menus: { list(): Promise<Collection<Menu>> };
  company: { get(): Promise<Company> };
  siteSettings: { get(): Promise<SiteSettings> };
  sitemapNodes: { list(): Promise<Collection<SitemapNode>> };
  forms: {
    clientQuestion(body: ClientQuestion): Promise<FormSubmissionReceipt>;
    cooperationRequest(body: CooperationRequest): Promise<FormSubmissionReceipt>;
    proposalRequest(body: ProposalRequest): Promise<FormSubmissionReceipt>;
    /** Multipart upload (text fields + files 'cv' and 'coverLetter'); `onProgress` gets 0..1 while sending. */
    jobApplication(data: FormData, onProgress?: (fraction: number) => void): Promise<FormSubmissionReceipt>;
  };
}

const DEFAULT_TIMEOUT_MS = 8000;

/** Text a request header carries unchanged: printable ASCII, no space at either end. */
const HEADER_TEXT = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/** Base URL of the API from the environment: API_URL on the server, else the default port. */
export function resolveApiBaseUrl(env: Record<string, string | undefined>): string {
  return (env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
}

/** Wraps a service so that a call to a method it does not define throws (docs/api.md#the-sites-api-client). */
function strictService<T extends object>(name: string, service: T): T {
  return new Proxy(service, {
    get(target, property, receiver) {
      if (typeof property === 'string' && !(property in target) && property !== 'then' && property !== 'toJSON') {
        throw new UndefinedServiceMethodError(name, property);
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function request(path: string, init: RequestInit, accept: string): Promise<Response> {
    const url = `${baseUrl}${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: { Accept: accept, 'Accept-Locale': options.locale, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiError(`API unreachable: ${path} (${(error as Error).message})`, 0, path);
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      const message =
        body && typeof body === 'object' && 'message' in body ? String(body.message) : response.statusText;
      const errors =
        body && typeof body === 'object' && 'errors' in body ? (body.errors as Record<string, string>) : {};
      throw new ApiError(message || `HTTP ${response.status}`, response.status, path, errors);
    }
    return response;
  }

  async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await request(path, init, 'application/json');
    const data: unknown = await response.json();
    const failure = failureCodeOf(data);
    if (failure !== null) {
      const message = typeof data === 'object' && data && 'message' in data ? String(data.message) : `code ${failure}`;
      throw new ApiError(message, failure, path);
    }
    return data as T;
  }

  const get = <T>(path: string, query?: Query) => json<T>(`${path}${encodeQuery(query)}`);
  const getBinary = async (path: string) =>
    (await request(path, {}, 'application/pdf, application/octet-stream')).blob();
  const post = <T>(path: string, body: unknown) =>
    json<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  const slug = (value: string) => encodeURIComponent(value);
  const preview = <T>(type: 'page' | 'post' | 'product', id: number) => {
    const path = `/api/${type}_preview/${id}`;
    const token = options.previewToken;
    // A token no header carries as it is can be no right one; fetch would refuse it, as if the API were down.
    if (token && !HEADER_TEXT.test(token)) return Promise.reject(new ApiError(PREVIEW_ERROR, 403, path));
    return json<T>(path, { headers: token ? { 'X-Preview-Token': token } : {} });
  };

  /** Multipart POST with upload progress. XMLHttpRequest, because fetch reports no upload progress. */
  function upload<T>(path: string, data: FormData, onProgress?: (fraction: number) => void): Promise<T> {
    if (typeof XMLHttpRequest === 'undefined') return json<T>(path, { method: 'POST', body: data });
    return new Promise<T>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${baseUrl}${path}`);
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('Accept-Locale', options.locale);
      request.timeout = Math.max(timeoutMs, 120_000);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      request.onerror = () => reject(new ApiError(`API unreachable: ${path}`, 0, path));
      request.ontimeout = request.onerror;
      request.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          // not JSON: handled by the status below
        }
        const failure = request.status >= 400 ? request.status : failureCodeOf(body);
        if (failure !== null) {
          const record = (body ?? {}) as { message?: unknown; errors?: Record<string, string> };
          reject(new ApiError(String(record.message ?? `HTTP ${failure}`), failure, path, record.errors ?? {}));
          return;
        }
        onProgress?.(1);
        resolve(body as T);
      };
      request.send(data);
    });
  }

  const services: ApiServices = {
    pages: { get: (id) => get(`/api/pages/${id}`) },
    pagePreview: { preview: (id) => preview('page', id) },
    postPreview: { preview: (id) => preview('post', id) },
    productPreview: { preview: (id) => preview('product', id) },
    posts: { list: (query) => get('/api/posts', query), get: (value) => get(`/api/posts/${slug(value)}`) },
    patternCollections: { list: (query) => get('/api/pattern_collections', query) },
    products: {
      list: (query) => get('/api/products', query),
      get: (value) => get(`/api/products/${slug(value)}`),
      pdf: (id) => getBinary(`/api/products/${id}/pdf`),
    },
    productTags: { list: (query) => get('/api/product_tags', query) },
    productCategories: { list: (query) => get('/api/product_categories', query) },
    productFileTypes: { list: (query) => get('/api/product_file_types', query) },
    realizations: { list: (query) => get('/api/realizations', query) },
    jobOffers: { list: (query) => get('/api/job_offers', query) },
    mechanisms: {
      list: (query) => get('/api/mechanisms', query),
      get: (value) => get(`/api/mechanism/${slug(value)}`),
    },
    mechanismCategories: { list: (query) => get('/api/mechanism_categories', query) },
    search: { find: (phrase) => get('/api/search', { phrase, pagination: false }) },
    menus: { list: () => get('/api/menus') },
    company: { get: () => get('/api/company') },
    siteSettings: { get: () => get('/api/site_settings') },
    sitemapNodes: { list: () => get('/api/sitemap_nodes', { pagination: false }) },
    forms: {
      clientQuestion: (body) => post('/api/client_questions', body),
      cooperationRequest: (body) => post('/api/cooperation_requests', body),
      proposalRequest: (body) => post('/api/proposal_requests', body),
      jobApplication: (data, onProgress) => upload('/api/form_entries/job_application', data, onProgress),
    },
  };

  const strictServices = Object.fromEntries(
    Object.entries(services).map(([name, service]) => [name, strictService(name, service)]),
  ) as unknown as ApiServices;

  return {
    locale: options.locale,
    baseUrl,
    get,
    getBinary,
    post,
    services: strictService('api', strictServices),
  };
}
