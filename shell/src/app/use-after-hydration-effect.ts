// An effect for what the server HTML already holds: it is skipped on the first render in the browser (hydration,
// which matches the server's render: the head, the language, the route) and runs on every later change of `deps`.
import { useEffect, useRef, type DependencyList, type EffectCallback } from 'react';

export function useAfterHydrationEffect(effect: EffectCallback, deps: DependencyList): void {
  const hydrated = useRef(false);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return undefined;
    }
    return effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's list: the linter checks it at each call (additionalHooks in eslint.config.mjs)
  }, deps);
}
