// Closing the English notice stores a 'false' flag locally; it stays hidden afterwards
// (docs/behaviour.md#english-notice). A first-party cookie mirrors the flag so that the server renders the notice
// only for a visitor who has not closed it (no bar appearing or vanishing after the first paint).
import { VISITOR_COOKIES, writeVisitorCookie } from '@ergoforma/shared-contracts';

export const ENGLISH_NOTICE_STORAGE_KEY = 'ef:english-notice';
const DISMISSED = 'false';

/** Whether the notice should show: not after it was closed. Storage that cannot be read counts as a first visit. */
export function shouldShowEnglishNotice(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(ENGLISH_NOTICE_STORAGE_KEY) !== DISMISSED;
  } catch {
    return true;
  }
}

/** Stores the closed flag and (re)writes its cookie, which also renews the cookie's lifetime on every visit. */
export function rememberEnglishNoticeClosed(storage: Pick<Storage, 'setItem'> | null, target?: Document): void {
  try {
    storage?.setItem(ENGLISH_NOTICE_STORAGE_KEY, DISMISSED);
  } catch {
    // Storage full or blocked: the cookie alone keeps it closed.
  }
  writeVisitorCookie(VISITOR_COOKIES.englishNotice, DISMISSED, target);
}

/** window.localStorage, or null where reading it throws (blocked cookies in some browsers). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
