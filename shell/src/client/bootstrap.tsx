// Browser entry: register the remote versions the server rendered with, load the same modules, hydrate.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DOMPurify } from 'dompurify';
import type { i18n } from 'i18next';
import {
  SANITIZE_CONFIG,
  createApiClient,
  createI18n,
  createSiteStores,
  siteEvents,
  type ExposedModuleId,
  type ExposedModules,
  type Locale,
  type RemoteName,
  remoteEntryGlobalName,
  type FetchLike,
  type SafeHtml,
  type SiteServices,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { shellTranslations, SHELL_NAMESPACE } from '../app/i18n/shell-translations';
import { loadPage } from '../app/loaders';
import { PagePrefetcher } from '../app/prefetch/page-prefetcher';
import { prefetchAllowed } from '../app/prefetch/prefetch-policy';
import { pageAlternates } from '../app/head/page-alternates';
import { createRoutes } from '../app/routes';
import { ModuleRegistry, type ShellServices } from '../app/services';
import { ShellApp } from '../app/shell-app';
import { STATE_ELEMENT_ID, versionsOf, type EmbeddedState } from '../app/state';
import { isChunkLoadError, reloadAfterChunkFailure } from '../app/chunk-reload-guard';
import { nextTask } from './next-task';
import type { BeaconKind } from './region-beacon';
import { keepReleaseBucket } from './release-bucket';
import { remoteIntegrityPlugin } from './remote-integrity-plugin';
import { remoteStepsPlugin } from './remote-steps-plugin';

const REMOTE_TIMEOUT_MS = 10_000;

function readState(): EmbeddedState {
  const element = document.getElementById(STATE_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? '{}') as EmbeddedState;
}

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/**
 * Where a reload after a chunk failure should land: the page being navigated to, when the failure happened
 * while loading it (the URL has not changed yet), else the current page. The server renders either in full.
 */
const navigationTarget: { href: string | null } = { href: null };

function reloadAfterChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  reloadAfterChunkFailure(window.sessionStorage, () =>
    navigationTarget.href ? window.location.assign(navigationTarget.href) : window.location.reload(),
  );
}

async function loadRemoteModule<K extends ExposedModuleId>(
  id: K,
  registry: ModuleRegistry,
): Promise<ExposedModules[K]> {
  const loaded = await timeout(loadRemote<{ default: ExposedModules[K] }>(id), REMOTE_TIMEOUT_MS, `Loading ${id}`);
  if (!loaded?.default) throw new Error(`${id} exports nothing`);
  registry.set(id, loaded.default);
  return loaded.default;
}

/**
 * DOMPurify is not part of the first view: everything that view shows was sanitised by the server. HTML to sanitise
 * in the browser only ever comes from an API answer, so the sanitiser loads alongside the first API request and
 * every answer is handed over only once it is there (a navigation, a prefetch, a 'load more').
 */
let purify: DOMPurify | null = null;
let purifyLoading: Promise<void> | null = null;

function loadSanitizer(): Promise<void> {
  // The next task handles the answer: DOMPurify's code has just run in this one.
  purifyLoading ??= import('dompurify')
    .then(({ default: loaded }) => {
      purify = loaded;
    })
    .then(nextTask);
  purifyLoading.catch(() => (purifyLoading = null));
  return purifyLoading;
}

const fetchWithSanitizer: FetchLike = async (input, init) => {
  const [response] = await Promise.all([fetch(input, init), loadSanitizer()]);
  return response;
};

function sanitizeHtml(html: string): SafeHtml {
  // Unreachable through an API answer (see above); never let HTML through unsanitised.
  if (!purify) throw new Error('The HTML sanitiser has not loaded yet');
  return purify.sanitize(html, SANITIZE_CONFIG) as unknown as SafeHtml;
}

function createBrowserServices(state: EmbeddedState, registry: ModuleRegistry): ShellServices {
  const sitemaps = new Map<Locale, Promise<SitemapNode[]>>();
  if (state.sitemap) sitemaps.set(state.sitemap.locale, Promise.resolve(state.sitemap.nodes));
  // The preview token goes only to the client of a draft preview's loader (loaders.ts); the shell passes /api on.
  const api = (locale: Locale, options: { previewToken?: string } = {}) =>
    createApiClient({
      baseUrl: window.location.origin,
      locale,
      previewToken: options.previewToken,
      fetch: fetchWithSanitizer,
    });

  return {
    async loadModule(id) {
      try {
        return await loadRemoteModule(id, registry);
      } catch (error) {
        reloadAfterChunkError(error);
        throw error;
      }
    },
    api,
    sitemap(locale) {
      let nodes = sitemaps.get(locale);
      if (!nodes) {
        nodes = api(locale)
          .services.sitemapNodes.list()
          .then((collection) => collection.member);
        nodes.catch(() => sitemaps.delete(locale));
        sitemaps.set(locale, nodes);
      }
      return nodes;
    },
    sanitizeHtml,
    report: (level, message, error) => console[level](message, error),
  };
}

/** What the browser says about the connection (navigator.connection is not in every browser's typings). */
function connectionHints() {
  const { onLine, connection } = navigator as Navigator & {
    connection?: { effectiveType?: string; saveData?: boolean };
  };
  return { onLine, connection };
}

/** SiteNavigator.prefetch: pages of this site other than the current one, when the connection allows. */
function createPrefetch(prefetcher: PagePrefetcher) {
  return (href: string, options?: { urgent?: boolean }) => {
    if (!prefetchAllowed(connectionHints())) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    prefetcher.prefetch(url, options);
  };
}

function trackOnlineStatus(setOnline: (online: boolean) => void) {
  const update = () => {
    setOnline(navigator.onLine);
    siteEvents.emit('network:status', { online: navigator.onLine });
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

const stackOf = (error: unknown): string => (error instanceof Error ? (error.stack ?? '') : '');

/** Chunk failures outside React (a lazy import in an effect or handler) get the same one reload. */
function reloadOnUnhandledChunkFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    reloadAfterChunkError(event.reason);
  });
}

async function start() {
  reloadOnUnhandledChunkFailures();
  const state = readState();
  keepReleaseBucket(document);
  const reportRegionError = (kind: BeaconKind, stack: string) =>
    // A failed download is let go: reporting it would be an error to report again.
    void import('./region-beacon')
      .then((beacon) => beacon.reportRegionError(state.remotes, kind, stack))
      .catch(() => undefined);
  window.addEventListener('error', (event) => reportRegionError('error', `${stackOf(event.error)}\n${event.filename}`));
  window.addEventListener('unhandledrejection', (event) => reportRegionError('error', stackOf(event.reason)));
  registerPlugins([remoteIntegrityPlugin((name) => state.remotes[name as RemoteName]?.integrity), remoteStepsPlugin()]);
  registerRemotes(
    Object.entries(state.remotes).map(([name, remote]) => ({
      name,
      entry: remote.browserEntry,
      entryGlobalName: remoteEntryGlobalName(name as RemoteName),
    })),
  );
  const registry = new ModuleRegistry();
  const services = createBrowserServices(state, registry);
  // Load exactly what the server rendered with, so hydration matches.
  await Promise.all(state.modules.map((id) => services.loadModule(id).catch((error: unknown) => console.error(error))));
  // The modules' code has just run: let the browser answer input before the app is built.
  await nextTask();

  const root = state.loaderData.root;
  const locale: Locale = root.kind === 'root' ? root.locale : 'pl';
  const stores = createSiteStores({ site: { locale, pageAlternates: pageAlternates(root, state.loaderData.page) } });
  trackOnlineStatus(stores.site.getState().setOnline);
  const i18nByLocale = new Map<Locale, i18n>();
  const i18nFor = (lng: Locale) => {
    let instance = i18nByLocale.get(lng);
    if (!instance) {
      instance = createI18n(lng, { [SHELL_NAMESPACE]: shellTranslations });
      i18nByLocale.set(lng, instance);
    }
    return instance;
  };

  const servicesByLocale = new Map<Locale, SiteServices>();
  const servicesFor = (lng: Locale) => {
    let siteServices = servicesByLocale.get(lng);
    if (!siteServices) {
      siteServices = { api: services.api(lng), sanitizeHtml: services.sanitizeHtml, module: (id) => registry.get(id) };
      servicesByLocale.set(lng, siteServices);
    }
    return siteServices;
  };

  // A prefetch that cannot load a remote's code (the remote is down) must not reload the page being read: its
  // page is simply not prefetched, and the navigation, if the visitor clicks, handles the failure.
  const prefetchServices: ShellServices = { ...services, loadModule: (id) => loadRemoteModule(id, registry) };
  const prefetcher = new PagePrefetcher((url) => loadPage(prefetchServices, url));
  const prefetch = createPrefetch(prefetcher);
  const router = createBrowserRouter(createRoutes(services, state.loaderData.root, prefetcher), {
    hydrationData: { loaderData: state.loaderData },
  });
  router.subscribe((routerState) => {
    const next = routerState.navigation.location;
    navigationTarget.href = next ? `${next.pathname}${next.search}${next.hash}` : null;
  });
  await nextTask();
  // A transition hydrates in slices of a few milliseconds, so a tap or key press during hydration is answered
  // at once instead of after one long task (React hydrates first the part that was interacted with).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <ShellApp
        stores={stores}
        shell={{
          origin: state.origin,
          registry,
          i18nFor,
          servicesFor,
          prefetch,
          remoteVersions: versionsOf(state.remotes),
        }}
        visitor={state.visitor}
      >
        <RouterProvider router={router} />
      </ShellApp>,
      {
        onRecoverableError(error, info) {
          console.error('Hydration recovered from an error', error);
          reportRegionError('hydration', `${info.componentStack ?? ''}\n${stackOf(error)}`);
        },
      },
    );
  });
}

void start();
