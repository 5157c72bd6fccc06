// The search 'in progress' state (docs/behaviour.md#search-results-page): a new search from this page (its form or the
// header's overlay) is a navigation to the same path with another ?q=, and the shell keeps the current page while it
// loads. This reads that pending navigation.
import { usePendingLocation, useSiteLocation } from '@ergoforma/shared-contracts';
import { isSearchablePhrase, phraseFromQuery } from '../utils/search-phrase';

/** The phrase being searched while its results load, or null. */
export function usePendingSearch(): string | null {
  const pending = usePendingLocation();
  const { pathname } = useSiteLocation();
  if (!pending || pending.pathname !== pathname) return null;
  const phrase = phraseFromQuery(new URLSearchParams(pending.search));
  return isSearchablePhrase(phrase) ? phrase : null;
}
