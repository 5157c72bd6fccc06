// Media queries in components, written once for every remote: whether a query matches, and a call when it starts to
// match. Browser only: on the server and in the first browser render a query does not match (so hydration matches),
// then the real value arrives in an effect.
import { useEffect, useRef, useState } from 'react';

/** Listens to `query` until the returned function is called; nothing happens where matchMedia is missing. */
function onMediaChange(query: string, listener: (matches: boolean) => void, now: boolean): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  const onChange = () => listener(list.matches);
  if (now) onChange();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether `query` matches: false on the server and in the first browser render, then the real value. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => onMediaChange(query, setMatches, true), [query]);
  return matches;
}

/** Calls `onMatch` whenever `query` starts to match (not when it already matches on mount). */
export function useOnMediaMatch(query: string, onMatch: () => void): void {
  const latest = useRef(onMatch);
  latest.current = onMatch;
  useEffect(() => onMediaChange(query, (matches) => matches && latest.current(), false), [query]);
}

/** The visitor asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
