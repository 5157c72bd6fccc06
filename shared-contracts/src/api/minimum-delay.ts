// The minimum fetch delay (docs/behaviour.md#fetch-delay): a request started by a click that shows a loader in place
// (a 'load more' button, the data-sheet download) settles no sooner than 200 ms after it started, so the loader
// never flashes on and off. Page loads and prefetches are never delayed.
export const MIN_FETCH_DELAY_MS = 200;

/** Settles as `request` does (same value or error), but not before `ms` have passed since the call. */
export async function withMinimumDelay<T>(request: Promise<T>, ms: number = MIN_FETCH_DELAY_MS): Promise<T> {
  const minimum = new Promise<void>((resolve) => setTimeout(resolve, ms));
  try {
    return await request;
  } finally {
    await minimum;
  }
}
