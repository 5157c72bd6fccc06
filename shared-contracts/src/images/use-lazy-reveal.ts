// Lazy images (docs/behaviour.md#lazy-images): an image is shown once at least 15 % of it has been in the viewport for
// 200 ms (IntersectionObserver), and visibility is checked again 100 ms after the window stops resizing. The
// server HTML and the first browser render show the image as is (src set, native loading="lazy", so crawlers
// and visitors without JavaScript get it); only below-the-fold images are held back, after hydration.
import { useEffect, useState, type RefObject } from 'react';

export const LAZY_IMAGE_DELAY_MS = 200;
export const LAZY_IMAGE_THRESHOLD = 0.15;
export const LAZY_IMAGE_RESIZE_DEBOUNCE_MS = 100;

/** 'static': as rendered by the server; 'waiting': below the fold, hidden until seen; 'shown': revealed. */
export type LazyRevealState = 'static' | 'waiting' | 'shown';

function visibleShare(element: Element): number {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return 0;
  const visibleHeight = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
  const visibleWidth = Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0);
  if (visibleHeight <= 0 || visibleWidth <= 0) return 0;
  return (visibleHeight * visibleWidth) / (rect.height * rect.width);
}

export function useLazyReveal(ref: RefObject<Element | null>, enabled: boolean): LazyRevealState {
  const [state, setState] = useState<LazyRevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver !== 'function') return undefined;
    // Already on screen when the page hydrates: leave it alone.
    if (visibleShare(element) >= LAZY_IMAGE_THRESHOLD) return undefined;
    setState('waiting');

    let revealTimer: number | undefined;
    let resizeTimer: number | undefined;
    const scheduleReveal = () => {
      if (revealTimer === undefined) revealTimer = window.setTimeout(reveal, LAZY_IMAGE_DELAY_MS);
    };
    const cancelReveal = () => {
      window.clearTimeout(revealTimer);
      revealTimer = undefined;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry && entry.isIntersecting && entry.intersectionRatio >= LAZY_IMAGE_THRESHOLD) scheduleReveal();
        else cancelReveal();
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    const onResize = () => {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(() => {
        if (visibleShare(element) >= LAZY_IMAGE_THRESHOLD) scheduleReveal();
      }, LAZY_IMAGE_RESIZE_DEBOUNCE_MS);
    };
    function reveal() {
      setState('shown');
      cleanup();
    }
    function cleanup() {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      window.clearTimeout(revealTimer);
      window.clearTimeout(resizeTimer);
    }
    observer.observe(element);
    window.addEventListener('resize', onResize);
    return cleanup;
  }, [ref, enabled]);

  return state;
}
