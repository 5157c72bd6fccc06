import { useEffect, useRef } from 'react';

/** Calls `onMatch` whenever the media query starts to match (browser only; nothing happens on the server). */
export function useOnMediaMatch(query: string, onMatch: () => void): void {
  const latest = useRef(onMatch);
  latest.current = onMatch;
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) latest.current();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
}
