// Product tabs (docs/behaviour.md#product-tabs): the active tab lives in the URL fragment (#product_sizes). Initial
// tab: the fragment's, else the default hash, else the first. The server never sees the fragment, so the first render
// shows the default and the fragment is applied after hydration; an address without a fragment gets the default's
// (replacing the entry). A chosen tab is a new history entry, so back and forward step through the tabs. Selecting a
// disabled tab does nothing; selecting the active one only signals a click.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { usePendingLocation, useSiteLocation, useSiteNavigate } from '@ergoforma/shared-contracts';
import { decodeFragment, initialTab, type TabDescriptor } from '../utils/tab-rules';

/** What a selection did: a new tab, a click on the active one, or nothing (a disabled or unknown tab). */
export type TabSelectResult = 'selected' | 'clicked' | 'ignored';

export interface TabSelection<T extends string> {
  active: T | undefined;
  /**
   * Select a tab and write it to the fragment; `reveal` also scrolls the tabs into view. `replace` rewrites the
   * current history entry instead of adding one (arrow keys: selection follows focus, and each key press is not a
   * step back should undo).
   */
  select(type: T, options?: { reveal?: boolean; replace?: boolean }): TabSelectResult;
  /** Put on the tabs block: where `reveal` and a fragment on arrival scroll to. */
  sectionRef: RefObject<HTMLElement | null>;
}

export function useTabFromHash<T extends string>(
  tabs: readonly TabDescriptor<T>[],
  defaultHash?: string,
): TabSelection<T> {
  const location = useSiteLocation();
  const pendingLocation = usePendingLocation();
  const navigate = useSiteNavigate();
  const enabledKey = tabs
    .filter((tab) => !tab.disabled)
    .map((tab) => tab.type)
    .join('|');
  const [active, setActive] = useState<T | undefined>(() => initialTab(tabs, '', defaultHash));
  const sectionRef = useRef<HTMLElement | null>(null);
  // The fragments the tabs wrote and the router has not shown yet, oldest first: those must not be applied
  // again (nor scroll). Quick key presses can queue several.
  const pendingWrites = useRef<string[]>([]);

  const enabled = enabledKey ? (enabledKey.split('|') as T[]) : [];
  const fragment = decodeFragment(location.hash);
  const hashType = enabled.find((type) => type === fragment);

  // A fragment set by anything but the tabs (arrival, back/forward, a link): select its tab and show the tabs.
  const followFragment = useEffectEvent(() => {
    const own = pendingWrites.current.indexOf(fragment);
    if (own !== -1) {
      pendingWrites.current.splice(0, own + 1);
      return;
    }
    if (hashType === undefined) return;
    setActive(hashType);
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  });
  // Every navigation counts (a link to the fragment already shown still scrolls to the tabs).
  useEffect(() => followFragment(), [location.key]);

  // No fragment in the address: write the default tab's, so the address names what is shown. Not once the visitor
  // has moved on (back pressed while this page was still starting): replacing the entry then would overwrite the
  // page they went back to.
  const writeDefaultFragment = useEffectEvent(() => {
    if (location.hash !== '' || active === undefined || pendingLocation !== null) return;
    if (window.location.pathname !== location.pathname || window.location.search !== location.search) return;
    pendingWrites.current.push(active);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: active },
      { replace: true, preventScrollReset: true },
    );
  });
  useEffect(() => writeDefaultFragment(), [location.key]);

  const select = useCallback(
    (type: T, options: { reveal?: boolean; replace?: boolean } = {}): TabSelectResult => {
      if (!enabledKey.split('|').includes(type)) return 'ignored';
      if (options.reveal) sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      if (type === active) return 'clicked';
      setActive(type);
      pendingWrites.current.push(type);
      // A hash-only change reruns no loader. Always written, never compared with the location: quick key presses
      // would otherwise race the router.
      void navigate(
        { pathname: location.pathname, search: location.search, hash: type },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
      return 'selected';
    },
    [active, enabledKey, location.pathname, location.search, navigate],
  );

  return { active, select, sectionRef };
}
