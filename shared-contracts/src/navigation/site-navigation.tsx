// Navigation for remotes: the current location, client-side navigation, the navigation in progress and prefetching,
// provided by the shell (which alone bundles the router). Remotes use these instead of importing a router, so the
// router is neither shared nor shipped twice, and the shell's copy is tree-shaken.
import { createContext, useContext, type ReactNode } from 'react';

export interface SiteLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** Changes with every navigation, even to the same address. */
  key: string;
}

/** An address: a site path ('/produkty?page=2#top') or its parts (missing parts are empty). */
export type NavigateTo = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (e.g. a filter or a tab written to the URL). */
  preventScrollReset?: boolean;
}

export interface SiteNavigator {
  navigate(to: NavigateTo, options?: NavigateOptions): void;
  /**
   * Starts loading what the page at `href` needs (its data and its code), so that a later navigation there shows
   * at once. `urgent`: the visitor is about to click (hover, focus); otherwise (a link scrolled into view) the shell
   * queues it. The shell skips it offline, on 2g and with data saver; outside the site it does nothing.
   */
  prefetch(href: string, options?: { urgent?: boolean }): void;
}

const LocationContext = createContext<SiteLocation | null>(null);
const PendingLocationContext = createContext<SiteLocation | null>(null);
const NavigatorContext = createContext<SiteNavigator | null>(null);

export interface SiteNavigationProviderProps {
  location: SiteLocation;
  /** The location being loaded by a client-side navigation, or null. */
  pendingLocation: SiteLocation | null;
  navigator: SiteNavigator;
  children: ReactNode;
}

export function SiteNavigationProvider({
  location,
  pendingLocation,
  navigator,
  children,
}: SiteNavigationProviderProps) {
  return (
    <NavigatorContext.Provider value={navigator}>
      <LocationContext.Provider value={location}>
        <PendingLocationContext.Provider value={pendingLocation}>{children}</PendingLocationContext.Provider>
      </LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}

export function useSiteLocation(): SiteLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useSiteLocation must be used inside <SiteNavigationProvider>');
  return location;
}

/** Where a client-side navigation is going while its page loads; null when none is in progress. */
export function usePendingLocation(): SiteLocation | null {
  return useContext(PendingLocationContext);
}

export function useSiteNavigator(): SiteNavigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useSiteNavigator must be used inside <SiteNavigationProvider>');
  return navigator;
}

export function useSiteNavigate(): SiteNavigator['navigate'] {
  return useSiteNavigator().navigate;
}

/** The address of a NavigateTo, as a string ('/a?b#c'); '?' and '#' are added where the parts lack them. */
export function hrefOf(to: NavigateTo): string {
  if (typeof to === 'string') return to;
  const { pathname = '', search = '', hash = '' } = to;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}
