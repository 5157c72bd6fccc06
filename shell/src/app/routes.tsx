// SPEC §2 Routing principle: one catch-all route under the root layout.
import type { RouteObject } from 'react-router-dom';
import { splitLocaleFromPath } from '@ergoforma/shared-contracts';
import { PageView } from './layout/page-view';
import { RootLayout } from './layout/root-layout';
import { loadPage, loadRoot } from './loaders';
import type { ShellServices } from './services';

export function createRoutes(services: ShellServices): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: ({ request }) => loadRoot(services, new URL(request.url)),
      // Menus depend only on the language: reload them when it changes (SPEC §4 Language change).
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        splitLocaleFromPath(currentUrl.pathname).locale !== splitLocaleFromPath(nextUrl.pathname).locale,
      Component: RootLayout,
      children: [
        {
          id: 'page',
          path: '*',
          loader: ({ request }) => loadPage(services, new URL(request.url)),
          Component: PageView,
        },
      ],
    },
  ];
}
