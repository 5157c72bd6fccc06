// The redirects list (with the history panel it opens), loaded when first opened, out of the back office's first load.
import { lazy } from 'react';

export const RedirectList = lazy(() => import('./redirect-list').then(({ RedirectList: page }) => ({ default: page })));
