// Whether a horizontally scrolling box is wider inside than outside, and where it is scrolled to: for scroll
// arrows. Measured after mount and on resize/scroll (throttled to 50 ms), so the server HTML has none.
import { useCallback, useEffect, useRef, useState } from 'react';
import { layout } from '@ergoforma/shared-contracts';

export interface HorizontalOverflow {
  /** Put on the scrolling box. */
  ref: (element: HTMLElement | null) => void;
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** Scrolls by most of the visible width: -1 back, 1 forward. */
  scrollByPage(direction: -1 | 1): void;
}

interface OverflowState {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Overflowing when the content is wider than the box by more than `threshold` px. */
export function measureOverflow(
  element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>,
  threshold: number,
): OverflowState {
  const excess = element.scrollWidth - element.clientWidth;
  return {
    overflowing: excess > threshold,
    atStart: element.scrollLeft <= 1,
    atEnd: element.scrollLeft >= excess - 1,
  };
}

export function useHorizontalOverflow(threshold = 0): HorizontalOverflow {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<OverflowState>({ overflowing: false, atStart: true, atEnd: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = measureOverflow(element, threshold);
      setState((previous) =>
        previous.overflowing === next.overflowing && previous.atStart === next.atStart && previous.atEnd === next.atEnd
          ? previous
          : next,
      );
    };
    const throttled = () => {
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        measure();
      }, layout.scrollThrottleMs);
    };
    measure();
    window.addEventListener('resize', throttled);
    element.addEventListener('scroll', throttled, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(throttled);
    observer?.observe(element);
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      window.removeEventListener('resize', throttled);
      element.removeEventListener('scroll', throttled);
      observer?.disconnect();
    };
  }, [element, threshold]);

  const scrollByPage = useCallback(
    (direction: -1 | 1) => {
      element?.scrollBy?.({ left: direction * Math.max(120, element.clientWidth * 0.8), behavior: 'smooth' });
    },
    [element],
  );

  return { ref: setElement, ...state, scrollByPage };
}
