// <html data-hydrated="true"> says that the browser has taken over the whole server page: the root and every remote
// region on it (tests and QA wait for it before they interact). React hydrates each region, a Suspense boundary, in a
// pass of its own, which may come after the root's, so the root alone is not enough: the mark waits for the regions
// that were still dehydrated when the root committed.
import { useEffect, useLayoutEffect, useRef } from 'react';

const waitingRegions = new Set<object>();
let rootHydrated = false;

const marked = () => document.documentElement.dataset.hydrated === 'true';

function markWhenComplete(): void {
  if (rootHydrated && waitingRegions.size === 0 && !marked()) document.documentElement.dataset.hydrated = 'true';
}

/** The root layout: its effects run once the root has committed. */
export function useRootHydrationMarker(): void {
  useEffect(() => {
    rootHydrated = true;
    markWhenComplete();
  }, []);
}

/**
 * A region, outside its boundary: its layout effect runs in the root's commit, before the root's marker, and registers
 * the region until the token is settled from inside the boundary (RegionHydrated) or the region goes away.
 */
export function useRegionHydrationToken(): object {
  const token = useRef({}).current;
  useLayoutEffect(() => {
    if (marked()) return;
    waitingRegions.add(token);
    return () => {
      waitingRegions.delete(token);
      markWhenComplete();
    };
  }, [token]);
  return token;
}

/** Rendered inside a region's boundary (and its error fallback): its effect runs when that content has committed. */
export function RegionHydrated({ token }: { token: object }): null {
  useEffect(() => {
    waitingRegions.delete(token);
    markWhenComplete();
  }, [token]);
  return null;
}
