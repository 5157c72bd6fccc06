// Closing the English notice stores a 'false' flag locally; it stays hidden afterwards
// (docs/behaviour.md#english-notice).
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

export function rememberEnglishNoticeClosed(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(ENGLISH_NOTICE_STORAGE_KEY, DISMISSED);
  } catch {
    // Storage full or blocked: the notice stays closed for this page view only.
  }
}

/** window.localStorage, or null where reading it throws (blocked cookies in some browsers). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
