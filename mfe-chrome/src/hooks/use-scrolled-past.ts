// The header changes once the page is scrolled more than 5 px; scroll handling throttled to 50 ms
// (docs/behaviour.md#header).
import { useEffect, useState } from 'react';
import { layout } from '@ergoforma/shared-contracts';
import { throttle } from '../utils/throttle';

/**
 * Whether the window is scrolled more than `threshold` px. False on the server and in the first browser render
 * (so hydration matches); the real offset is read in an effect.
 */
export function useScrolledPast(
  threshold: number = layout.scrolledThreshold,
  throttleMs: number = layout.scrollThrottleMs,
): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    const onScroll = throttle(update, throttleMs);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [threshold, throttleMs]);
  return scrolled;
}
