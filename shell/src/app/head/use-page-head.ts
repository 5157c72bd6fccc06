// After every client-side navigation the browser gives the document the new page's head (the server wrote the
// first one) and tells the shared store which language versions the page has (the language switch uses them).
import { useEffect, useRef } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import { useSiteStores } from '@ergoforma/shared-contracts';
import { useShell } from '../shell-context';
import type { PageLoaderResult, RootLoaderResult } from '../state';
import { applyDocumentHead } from './apply-head';
import { pageAlternates, pageDocumentHead } from './page-head';

export function usePageHead(root: RootLoaderResult): void {
  const page = useRouteLoaderData<PageLoaderResult>('page');
  const { pathname } = useLocation();
  const { origin } = useShell();
  const stores = useSiteStores();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    applyDocumentHead(document, pageDocumentHead({ origin, pathname, root, page }));
    stores.site.getState().setPageAlternates(pageAlternates(root, page));
  }, [origin, pathname, root, page, stores]);
}
