// The site's own redirects: when the back office changes a published record's address (a product's slug or
// category, a post's slug), the API keeps a 301 from the old address to the new one (GET /api/redirects, one hop
// each). They are loaded at start and again whenever a write names the 'redirects' content key, or the content may
// all have changed, so a rename answers 301 within a poll of the content version, without a restart.
import type { ApiClient, ContentKey } from '@ergoforma/shared-contracts';
import { REDIRECTS_KEY } from '@ergoforma/shared-contracts';
import { sitePathOf } from './legacy-redirects';

export class SiteRedirects {
  private rows = new Map<string, string>();

  /** Takes the API's rows in place of those held (a removed redirect is gone). */
  replace(rows: Iterable<readonly [string, string]>): void {
    this.rows = new Map(rows);
  }

  /** The new path for an exact path, or null. */
  lookup(pathname: string): string | null {
    return this.rows.get(pathname) ?? null;
  }
}

/** The API's rows whose both ends are paths of this site (anything else would make us an open redirect). */
export async function loadSiteRedirectRows(
  api: ApiClient,
  publicOrigin: string,
): Promise<Array<readonly [string, string]>> {
  const rows = await api.get<Array<{ from: string; to: string }>>('/api/redirects');
  return rows.flatMap(({ from, to }) => {
    const source = sitePathOf(from, publicOrigin);
    const target = sitePathOf(to, publicOrigin);
    return source === from && target !== null && target !== source ? [[source, target] as const] : [];
  });
}

/** Should a change of content reload the redirects? */
export const touchesRedirects = (keys: readonly ContentKey[] | null): boolean =>
  keys === null || keys.includes(REDIRECTS_KEY);

const RETRY_MS = 5000;

/**
 * Loads the rows into `redirects` now, and again on each change `onChange` reports that touches them (a change
 * during a load loads once more after it). A failed load keeps the rows held and tries again in 5 s; it is a
 * warning once the rows were loaded (before that, the API starting a moment after the shell is the ordinary start).
 * Resolves after the first load, or after 5 s (a slow API does not hold up the start); `stop` ends the retries.
 */
export async function followSiteRedirects(
  redirects: SiteRedirects,
  load: () => Promise<Array<readonly [string, string]>>,
  onChange: (listener: (keys: readonly ContentKey[] | null) => void) => void,
  log: { warn(object: object, message: string): void; info(object: object, message: string): void },
): Promise<{ stop(): void }> {
  let loaded = false;
  let running = false;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const reload = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(retry);
    do {
      again = false;
      try {
        redirects.replace(await load());
        loaded = true;
      } catch (error) {
        const details = { reason: (error as Error).message, retryInMs: RETRY_MS };
        if (loaded) log.warn(details, 'site redirects: could not load the rows from the API');
        else log.info(details, 'site redirects: waiting for the API');
        if (!stopped) retry = setTimeout(() => void reload(), RETRY_MS).unref();
      }
    } while (again);
    running = false;
  };
  onChange((keys) => {
    if (touchesRedirects(keys)) void reload();
  });
  await Promise.race([reload(), new Promise<void>((resolve) => setTimeout(resolve, RETRY_MS).unref())]);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(retry);
    },
  };
}
