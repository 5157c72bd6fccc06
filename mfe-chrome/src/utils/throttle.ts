export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `waitMs`: at once on the first call (leading edge), and once more at the end of
 * the window if it was called again meanwhile (trailing edge), so the last state is never missed.
 */
export function throttle(fn: () => void, waitMs: number): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      run();
    } else if (!timer) {
      timer = setTimeout(run, remaining);
    }
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
