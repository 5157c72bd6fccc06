// Routing (docs/behaviour.md#routing): one catch-all route under the root layout.
import type { RouteObject } from 'react-router-dom';
import { splitLocaleFromPath } from '@ergoforma/shared-contracts';
import { PageView } from './layout/page-view';
import { RootLayout } from './layout/root-layout';
import { loadPage, loadRoot } from './loaders';
import type { PagePrefetcher } from './prefetch/page-prefetcher';
import type { ShellServices } from './services';
import type { RootLoaderResult } from './state';

/**
 * `initialRoot`: the root result the page was hydrated with, if any. `prefetched`: pages loaded ahead of a
 * navigation (browser only); a navigation uses the prefetched result instead of loading again.
 */
export function createRoutes(
  services: ShellServices,
  initialRoot: RootLoaderResult | null = null,
  prefetched: PagePrefetcher | null = null,
): RouteObject[] {
  let lastRoot = initialRoot;
  const rootIncomplete = () => lastRoot?.kind === 'error' || (lastRoot?.kind === 'root' && lastRoot.chrome === null);
  return [
    {
      // Pathless, so that the catch-all child also matches '/'.
      id: 'root',
      loader: async ({ request }) => (lastRoot = await loadRoot(services, new URL(request.url))),
      // Menus depend only on the language: reload them when it changes (docs/behaviour.md#language-change), or when the
      // last attempt failed (API or chrome remote down) so that a later navigation recovers.
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        rootIncomplete() ||
        splitLocaleFromPath(currentUrl.pathname).locale !== splitLocaleFromPath(nextUrl.pathname).locale,
      Component: RootLayout,
      children: [
        {
          id: 'page',
          path: '*',
          loader: ({ request }) => {
            const url = new URL(request.url);
            prefetched?.newPageView();
            return prefetched?.take(url) ?? loadPage(services, url, request.headers.get('x-preview-token'));
          },
          Component: PageView,
        },
      ],
    },
  ];
}
