// Swiper is not in the first view (docs/performance-and-security.md#byte-budget): the carousel and the product gallery
// import it at the visitor's first intent. These helpers tell whether a page downloaded Swiper's code and whether
// anything moved.
import type { Page } from '@playwright/test';

/** A class name only Swiper's own code holds (its default "no swiping" class), whatever chunk it lands in. */
const SWIPER_CODE_MARK = 'swiper-no-swiping';

/**
 * Starts recording the scripts the page downloads; the returned function lists those that hold Swiper's code. Call
 * it before the page opens.
 */
export function recordSwiperScripts(page: Page): () => Promise<string[]> {
  const checks: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    checks.push(
      response.text().then(
        (body) => (body.includes(SWIPER_CODE_MARK) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(checks)).filter((url): url is string => url !== null);
}

/** The layout shift of the page so far, without shifts right after the visitor's input (as CLS counts it). */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, well within this.
        setTimeout(() => resolve(total), 300);
      }),
  );
}
