// A chunk-load failure reloads the page once, at most once per 60 s, and never loops (docs/behaviour.md#chunk-reload).
// Runs in the browser only, but lives in app/ because the remote regions (universal code) use it too: the storage
// and the reload are passed in.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'ef:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|RUNTIME-008|Failed to fetch dynamically imported module|ScriptExternalLoadError/i.test(
    text,
  );
}

/** Reloads when allowed; returns whether it did. */
export function reloadAfterChunkFailure(storage: Storage, reload: () => void, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  } catch {
    return false; // without storage we cannot guard against a loop: do not reload
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
