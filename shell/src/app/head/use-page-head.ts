// After every client-side navigation the browser gives the document the new page's head (the server wrote the
// first one) and tells the shared store which language versions the page has (the language switch uses them).
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import { useSiteStores } from '@ergoforma/shared-contracts';
import { useShell } from '../shell-context';
import { useAfterHydrationEffect } from '../use-after-hydration-effect';
import type { PageLoaderResult, RootLoaderResult } from '../state';
import { pageAlternates } from './page-alternates';

export function usePageHead(root: RootLoaderResult): void {
  const page = useRouteLoaderData<PageLoaderResult>('page');
  const { pathname } = useLocation();
  const { origin } = useShell();
  const stores = useSiteStores();
  useAfterHydrationEffect(() => {
    stores.site.getState().setPageAlternates(pageAlternates(root, page));
    // The head's code is not part of the first view: it loads with the first navigation. A navigation that
    // follows before it has loaded wins; a chunk that fails to load reloads the page (client/bootstrap.tsx).
    let current = true;
    void import('./head-update.js').then(({ updateDocumentHead }) => {
      if (current) updateDocumentHead(document, { origin, pathname, root, page });
    });
    return () => {
      current = false;
    };
  }, [origin, pathname, root, page, stores]);
}
