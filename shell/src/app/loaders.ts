// Route loaders: the same code runs on the server for the first view and in the browser after client-side
// navigation. They return plain JSON results (state.ts) instead of throwing, so the server can set the status.
import { redirect } from 'react-router-dom';
import {
  ApiError,
  PageMovedError,
  PageNotFoundError,
  PREVIEW_ERROR,
  PREVIEW_NOT_FOUND,
  matchSitemapNode,
  splitLocaleFromPath,
  type PageModuleId,
  type Locale,
  type LoadContext,
  type PageLoadContext,
} from '@ergoforma/shared-contracts';
import { withAlternates } from './head/node-alternates';
import { pageModuleFor } from './page-modules';
import type { ShellServices } from './services';
import type { ErrorResult, PageLoaderResult, PageResult, RootLoaderResult } from './state';

function loadContext(
  services: ShellServices,
  url: URL,
  locale: Locale,
  apiOptions: { previewToken?: string } = {},
): LoadContext {
  return {
    api: services.api(locale, apiOptions),
    locale,
    pathname: url.pathname,
    query: url.searchParams,
    sanitizeHtml: services.sanitizeHtml,
    // Recorded in the page's module registry, so the browser has it before hydrating.
    loadModule: (id) => services.loadModule(id),
  };
}

/** Maps a failure to the error page's status: 404 missing, 503 API unreachable, 500 otherwise. */
export function errorResult(error: unknown): ErrorResult {
  if (error instanceof PageNotFoundError) return { kind: 'error', status: 404 };
  if (error instanceof ApiError) {
    if (error.isNotFound) return { kind: 'error', status: 404 };
    if (error.isUnavailable) return { kind: 'error', status: 503 };
  }
  return { kind: 'error', status: 500 };
}

/** errorResult, reporting the failures that are the site's own fault (500). */
function reportedErrorResult(services: ShellServices, error: unknown): ErrorResult {
  const result = errorResult(error);
  if (result.status === 500) services.report('error', 'page load failed', error);
  return result;
}

/**
 * The API refused a value the page took from its own address, as malformed (400: a slug with capitals or dots) or
 * too long for it to read (414): the address names no page (404). Such a refusal of anything else is the site's own
 * fault and stays an error.
 */
function namesMalformedPathParameter(error: unknown, params: Record<string, string>): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 414)) return false;
  const segments = (error.path.split('?')[0] ?? '').split('/');
  return Object.values(params).some((value) => segments.includes(encodeURIComponent(value)));
}

/** A path of this site ('/x', not '//host/x' or 'https://...'): the only place a page may move to. */
function isSitePath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.includes('\\');
}

/** Header and footer data (menus). The chrome remote being down is not an error: its fallbacks show. */
export async function loadRoot(services: ShellServices, url: URL): Promise<RootLoaderResult> {
  const { locale } = splitLocaleFromPath(url.pathname);
  const [header] = await Promise.allSettled([
    services.loadModule('chrome/Header'),
    services.loadModule('chrome/Footer'),
  ]);
  if (header.status === 'rejected') {
    services.report('warn', 'header remote unavailable; showing the fallback header', header.reason);
    return { kind: 'root', locale, chrome: null };
  }
  try {
    return { kind: 'root', locale, chrome: await header.value.load(loadContext(services, url, locale)) };
  } catch (error) {
    if (error instanceof ApiError && error.isUnavailable) return { kind: 'error', status: 503 };
    services.report('error', 'header data failed to load; showing the fallback header', error);
    return { kind: 'root', locale, chrome: null };
  }
}

/**
 * A draft preview's token: the X-Preview-Token header (the server passes it on from the visitor's request), else
 * the ?token= of a link an editor opens, or the ?draft= of a draft's signed link. It goes to the API with the preview
 * call only; nothing logs or embeds it.
 */
function previewTokenOf(header: string | null | undefined, url: URL): string | undefined {
  return header || url.searchParams.get('token') || url.searchParams.get('draft') || undefined;
}

/**
 * A preview of a missing draft is 'pageData not found' (404); any other failure 'pageData error'
 * (docs/behaviour.md#preview).
 */
export function previewErrorResult(error: unknown): ErrorResult {
  if (error instanceof PageNotFoundError || (error instanceof ApiError && error.isNotFound))
    return { kind: 'error', status: 404, detail: PREVIEW_NOT_FOUND, preview: true };
  let status = 500;
  if (error instanceof ApiError) status = error.isUnavailable ? 503 : error.status;
  return { kind: 'error', status, detail: PREVIEW_ERROR, preview: true };
}

/** A draft is never indexed, and announces no language versions or structured data of its own. */
function previewHead(head: PageResult['head']): PageResult['head'] {
  return { title: head.title, description: head.description, image: head.image, noindex: true };
}

/**
 * Routing (docs/behaviour.md#routing): find the sitemap node, load its remote module and the module's data.
 * `previewTokenHeader`: the request's X-Preview-Token, for a draft preview.
 */
export async function loadPage(
  services: ShellServices,
  url: URL,
  previewTokenHeader?: string | null,
): Promise<PageLoaderResult> {
  const { locale } = splitLocaleFromPath(url.pathname);
  let nodes;
  try {
    nodes = await services.sitemap(locale);
  } catch (error) {
    return reportedErrorResult(services, error);
  }
  const match = matchSitemapNode(url.pathname, nodes);
  const moduleId: PageModuleId | null = match ? pageModuleFor(match.node) : null;
  if (!match || !moduleId) return { kind: 'error', status: 404 };
  const preview = match.node.action === 'preview';
  const previewFlag = preview ? ({ preview: true } as const) : {};

  // The page's remote is down or failed: its region shows a fallback, the head still names the page.
  const unavailable = async (): Promise<PageLoaderResult> => ({
    kind: 'page',
    moduleId,
    node: match.node,
    params: match.params,
    layout: 'default',
    head: await withAlternates(services, match.node, { title: match.node.crumbs.at(-1)?.title ?? '' }),
    data: null,
    available: false,
    ...previewFlag,
  });
  let module;
  try {
    module = await services.loadModule(moduleId);
  } catch (error) {
    services.report('warn', `${moduleId} unavailable; showing the region fallback`, error);
    return unavailable();
  }

  const context: PageLoadContext = {
    ...loadContext(services, url, locale, preview ? { previewToken: previewTokenOf(previewTokenHeader, url) } : {}),
    node: match.node,
    params: match.params,
  };
  let data: unknown;
  try {
    data = await module.load(context);
  } catch (error) {
    if (preview) {
      const result = previewErrorResult(error);
      if (result.status === 500) services.report('error', 'preview failed', error);
      return result;
    }
    // Thrown, as React Router wants a redirect: the server answers 301, the browser router navigates there.
    if (error instanceof PageMovedError && isSitePath(error.location)) throw redirect(error.location, 301);
    if (namesMalformedPathParameter(error, match.params)) return { kind: 'error', status: 404 };
    if (error instanceof PageNotFoundError || error instanceof ApiError) return reportedErrorResult(services, error);
    // A throwing remote costs only its region (docs/behaviour.md#region-fallbacks).
    services.report('error', `${moduleId} failed to load its data; showing the region fallback`, error);
    return unavailable();
  }
  if (module.validate && !module.validate(data, context))
    return preview ? previewErrorResult(new PageNotFoundError()) : { kind: 'error', status: 404 };
  return {
    kind: 'page',
    moduleId,
    node: match.node,
    params: match.params,
    layout: module.layout,
    head: preview ? previewHead(module.head(data)) : await withAlternates(services, match.node, module.head(data)),
    data,
    available: true,
    ...previewFlag,
  };
}

/** The HTTP status of a rendered page. */
export function statusOf(root: RootLoaderResult, page: PageLoaderResult | undefined): number {
  if (root.kind === 'error') return root.status;
  if (page?.kind === 'error') return page.status;
  return 200;
}
