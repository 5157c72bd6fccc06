// QA aid: outline every remote region with its remote's name and version (global.css, html[data-debug-regions]),
// as the Tractor Store does for its teams. On with '?debug=regions' in any address, toggled with Alt+Shift+R; the
// choice lasts for the browser tab's session, so it survives navigation.
import { useEffect } from 'react';

export const REGION_OUTLINES_QUERY = 'regions';
const SESSION_KEY = 'ef:debug-regions';

function remembered(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setRegionOutlines(on: boolean): void {
  if (on) document.documentElement.dataset.debugRegions = '';
  else delete document.documentElement.dataset.debugRegions;
  try {
    if (on) window.sessionStorage.setItem(SESSION_KEY, 'on');
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage blocked: the outlines last for this page only.
  }
}

/** True for Alt+Shift+R (by physical key: Alt changes the character on some layouts). */
export function isRegionOutlinesShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyR';
}

/** Turns the outlines on from the address or the session, and listens for the shortcut. */
export function useRegionOutlines(): void {
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).getAll('debug').includes(REGION_OUTLINES_QUERY);
    if (asked || remembered()) setRegionOutlines(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isRegionOutlinesShortcut(event)) return;
      event.preventDefault();
      setRegionOutlines(document.documentElement.dataset.debugRegions === undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
