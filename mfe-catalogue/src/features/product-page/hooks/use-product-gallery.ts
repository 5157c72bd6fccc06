// The product gallery's state (product-gallery.tsx draws it, docs/behaviour.md#product-gallery): the image shown,
// Swiper (main slider and thumbnails) started at the visitor's first intent, the arrow keys while the gallery is in
// the viewport, and a new measure after the window is resized.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useSwipeBeforeSwiper } from '@ergoforma/shared-contracts';
import { useLazySwiper } from '@ergoforma/shared-contracts/ui/use-lazy-swiper';
import {
  GALLERY_RESIZE_DEBOUNCE_MS,
  GALLERY_SWIPE_MIN_PX,
  THUMBNAIL_BREAKPOINTS,
  THUMBNAIL_GAP,
  ownsArrowKeys,
} from '../utils/gallery-settings';

interface GallerySwipers {
  main: SwiperInstance;
  thumbs: SwiperInstance | null;
}

type SwiperAction = (main: SwiperInstance) => void;

export function useProductGallery(count: number) {
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const galleryRef = useRef<HTMLElement | null>(null);
  const mainElement = useRef<HTMLDivElement | null>(null);
  const thumbsElement = useRef<HTMLDivElement | null>(null);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onSlideChange = useCallback((swiper: SwiperInstance) => {
    const active = swiper.activeIndex;
    setIndex(active);
    setMoved(true);
    // Moving with the arrow keys while on a thumbnail: focus follows the shown image.
    const focused = document.activeElement;
    if (focused && thumbnailRefs.current.includes(focused as HTMLButtonElement)) thumbnailRefs.current[active]?.focus();
  }, []);

  const { want, withSwiper, current, started } = useLazySwiper({
    movable: count > 1,
    load: () => import('../components/gallery-swiper'),
    start: (module): GallerySwipers | null => {
      const mainEl = mainElement.current;
      if (!mainEl) return null;
      // Slides carry their own role and label (also in the server HTML); the status announces moves.
      const a11y = { slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false };
      const thumbs = thumbsElement.current
        ? new module.Swiper(thumbsElement.current, {
            modules: [module.Thumbs, module.A11y],
            slidesPerView: 1,
            spaceBetween: THUMBNAIL_GAP,
            breakpoints: THUMBNAIL_BREAKPOINTS,
            watchSlidesProgress: true,
            a11y,
          })
        : null;
      const main = new module.Swiper(mainEl, {
        modules: [module.EffectFade, module.Thumbs, module.A11y],
        effect: 'fade',
        fadeEffect: { crossFade: true },
        rewind: true,
        thumbs: { swiper: thumbs },
        a11y,
        on: { slideChange: onSlideChange },
      });
      return { main, thumbs };
    },
    stop: ({ main, thumbs }) => {
      main.destroy(true, false);
      thumbs?.destroy(true, false);
    },
  });

  const touchHandlers = useSwipeBeforeSwiper({
    swiperRuns: () => current() !== null,
    minDistancePx: GALLERY_SWIPE_MIN_PX,
    onTouch: want,
    onSwipe: (direction) => withSwiper((main) => (direction === 'next' ? main.slideNext() : main.slidePrev())),
  });

  useGalleryKeyboard(withSwiper, galleryRef, count);
  useResizeUpdate(started);

  return {
    index,
    moved,
    galleryRef,
    mainElement,
    thumbsElement,
    thumbnailRefs,
    want,
    withSwiper,
    /** Swipes on the main image made before Swiper runs. */
    touchHandlers,
  };
}

/**
 * The left and right arrow keys move the gallery while it is in the viewport (docs/behaviour.md#product-gallery). Not
 * Swiper's Keyboard module: that one listens on the whole document, ignores keys another widget already handled (the
 * tabs' arrow keys would move the gallery too) and takes PageUp/PageDown from the page.
 */
function useGalleryKeyboard(
  withMain: (action: SwiperAction) => void,
  galleryRef: RefObject<HTMLElement | null>,
  count: number,
) {
  const inViewport = useRef(true);

  useEffect(() => {
    const gallery = galleryRef.current;
    if (!gallery || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) inViewport.current = entry.isIntersecting;
    });
    observer.observe(gallery);
    return () => observer.disconnect();
  }, [galleryRef]);

  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!inViewport.current || ownsArrowKeys(event.target, galleryRef.current)) return;
      event.preventDefault();
      const forward = event.key === 'ArrowRight';
      withMain((main) => {
        if (main.destroyed) return;
        if (forward) main.slideNext();
        else main.slidePrev();
      });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [withMain, count, galleryRef]);
}

/**
 * After the window stops resizing for 400 ms, both sliders measure again, e.g. thumbnails shown again
 * (docs/behaviour.md#product-gallery).
 */
function useResizeUpdate(swipers: GallerySwipers | null) {
  useEffect(() => {
    if (!swipers) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const swiper of [swipers.main, swipers.thumbs]) if (swiper && !swiper.destroyed) swiper.update();
      }, GALLERY_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [swipers]);
}
