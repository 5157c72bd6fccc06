import { useEffect, useRef } from 'react';
import { useSiteLocation } from '@ergoforma/shared-contracts';

/** Calls `onChange` after every change of the route's path (not on mount): open menus close on navigation. */
export function useOnRouteChange(onChange: () => void): void {
  const { pathname } = useSiteLocation();
  const latest = useRef(onChange);
  latest.current = onChange;
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    latest.current();
  }, [pathname]);
}
