// Test stand-in for the shell's navigation: an in-memory history. Navigating changes the location at once (no page
// loads in a component test), and prefetch requests are recorded so a test can assert them.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  SiteNavigationProvider,
  hrefOf,
  type NavigateTo,
  type SiteLocation,
  type SiteNavigator,
} from '../navigation/site-navigation';

/** A location from a site path ('/a?b#c'). */
export function locationOf(path: string, key = 'default'): SiteLocation {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function resolve(to: NavigateTo, current: SiteLocation): string {
  if (typeof to === 'string') return to.startsWith('#') || to.startsWith('?') ? current.pathname + to : to;
  return hrefOf({ pathname: to.pathname ?? current.pathname, search: to.search ?? '', hash: to.hash ?? '' });
}

export interface MemoryNavigationProps {
  initialPath?: string;
  /** A navigation in progress, as the shell reports it while the next page loads. */
  pendingPath?: string;
  /** Receives every prefetch request. */
  onPrefetch?: (href: string, options?: { urgent?: boolean }) => void;
  children: ReactNode;
}

export function MemoryNavigation({ initialPath = '/', pendingPath, onPrefetch, children }: MemoryNavigationProps) {
  const [location, setLocation] = useState(() => locationOf(initialPath));
  const keys = useRef(0);
  const latestPrefetch = useRef(onPrefetch);
  latestPrefetch.current = onPrefetch;
  const navigator = useMemo<SiteNavigator>(
    () => ({
      navigate(to) {
        setLocation((current) => {
          keys.current += 1;
          return locationOf(resolve(to, current), `key${keys.current}`);
        });
      },
      prefetch(href, options) {
        latestPrefetch.current?.(href, options);
      },
    }),
    [],
  );
  const pendingLocation = pendingPath ? locationOf(pendingPath, 'pending') : null;
  return (
    <SiteNavigationProvider location={location} pendingLocation={pendingLocation} navigator={navigator}>
      {children}
    </SiteNavigationProvider>
  );
}
