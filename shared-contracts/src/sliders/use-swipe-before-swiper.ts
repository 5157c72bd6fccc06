// A swipe on a slider (the front carousel, the product gallery) that begins before Swiper runs: Swiper is imported at that first touch and misses the gesture, so the
// component reads it itself and has Swiper do it once loaded. Once Swiper runs, it handles swipes alone.
import { useRef, type TouchEvent } from 'react';

export type SwipeDirection = 'next' | 'previous';

interface SwipeBeforeSwiperOptions {
  /** Whether Swiper runs already (then the gesture is Swiper's). */
  swiperRuns(): boolean;
  /** Horizontal distance, in px, from which a gesture is a swipe. */
  minDistancePx: number;
  /** Any touch: the visitor's intent to use the slider. */
  onTouch(): void;
  onSwipe(direction: SwipeDirection): void;
}

/** Touch handlers for the slider's element. */
export function useSwipeBeforeSwiper({ swiperRuns, minDistancePx, onTouch, onSwipe }: SwipeBeforeSwiperOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      onTouch();
      const touch = event.touches[0];
      start.current = touch && !swiperRuns() ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      // Mostly horizontal and long enough; a tap or a vertical scroll is none.
      if (Math.abs(dx) < minDistancePx || Math.abs(dx) <= Math.abs(touch.clientY - from.y)) return;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
  };
}
