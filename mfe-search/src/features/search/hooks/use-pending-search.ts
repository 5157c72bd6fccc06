// SPEC §4 Search 'in progress': a new search from this page (its form or the header's overlay) is a navigation
// to the same path with another ?q=, and the shell's data router keeps the current page while it loads. This
// reads that pending navigation. Outside a data router (tests with a plain router) nothing is ever pending.
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation } from 'react-router-dom';
import { isSearchablePhrase, phraseFromQuery } from '../utils/search-phrase';

/** The phrase being searched while its results load, or null. */
export function usePendingSearch(): string | null {
  // The context rather than useNavigation(), which throws outside a data router.
  const routerState = useContext(DataRouterStateContext);
  const { pathname } = useLocation();
  const navigation = routerState?.navigation;
  if (!navigation || navigation.state === 'idle' || !navigation.location || navigation.location.pathname !== pathname)
    return null;
  const phrase = phraseFromQuery(new URLSearchParams(navigation.location.search));
  return isSearchablePhrase(phrase) ? phrase : null;
}
