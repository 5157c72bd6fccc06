// The redirects list (with the history panel it opens) and the old site's addresses, loaded when first opened, out
// of the back office's first load.
import { lazy } from 'react';

const legacy = () => import('./legacy-redirects');

export const RedirectList = lazy(() => import('./redirect-list').then(({ RedirectList: page }) => ({ default: page })));
export const LegacyRedirectList = lazy(async () => ({ default: (await legacy()).LegacyRedirectList }));
export const LegacyRedirectEdit = lazy(async () => ({ default: (await legacy()).LegacyRedirectEdit }));
export const LegacyRedirectCreate = lazy(async () => ({ default: (await legacy()).LegacyRedirectCreate }));
