// SPEC §2 Product tabs: the active tab lives in the URL fragment (#product_sizes). The server never sees the
// fragment, so the first render always shows the default tab and the fragment is applied after hydration.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface TabSelection<T extends string> {
  active: T | undefined;
  /** Select a tab and write it to the fragment; `reveal` also scrolls the tabs into view. */
  select(type: T, options?: { reveal?: boolean }): void;
  /** Put on the tabs block: where `reveal` and a fragment on arrival scroll to. */
  sectionRef: RefObject<HTMLElement | null>;
}

export function useTabFromHash<T extends string>(types: readonly T[], defaultType?: T): TabSelection<T> {
  const location = useLocation();
  const navigate = useNavigate();
  const fallback = defaultType && types.includes(defaultType) ? defaultType : types[0];
  const [active, setActive] = useState<T | undefined>(fallback);
  const sectionRef = useRef<HTMLElement | null>(null);
  // The tab the fragment was last synced with: our own fragment writes must not trigger a scroll.
  const syncedRef = useRef<T | undefined>(undefined);

  const fromHash = decodeHash(location.hash);
  const hashType = types.find((type) => type === fromHash);

  // A fragment naming another tab (arrival, back/forward, a link): select it and show the tabs.
  useEffect(() => {
    if (hashType === undefined || hashType === syncedRef.current) return;
    syncedRef.current = hashType;
    setActive(hashType);
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hashType]);

  const select = useCallback(
    (type: T, options: { reveal?: boolean } = {}) => {
      syncedRef.current = type;
      setActive(type);
      if (options.reveal) sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      if (decodeHash(location.hash) === type) return;
      // Replace: switching tabs should not fill the history; a hash-only change reruns no loader.
      void navigate({ pathname: location.pathname, search: location.search, hash: type }, { replace: true, preventScrollReset: true });
    },
    [location.hash, location.pathname, location.search, navigate],
  );

  return { active, select, sectionRef };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
