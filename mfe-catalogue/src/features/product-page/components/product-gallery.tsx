// Product gallery (docs/behaviour.md#product-gallery): a swipeable main slider (fade) with a thumbnail slider; on
// narrow screens (≤640 px) nav buttons and, instead of the thumbnails, the PDF card. Left/right arrow keys move it
// while it is in the viewport. Swiper is not in the first view: the server and the first client render draw Swiper's
// markup themselves (the first image shows without JavaScript; the fixed-height frames in product-gallery.module.css
// keep the page still), and Swiper is loaded and started on that markup at the visitor's first intent (pointer,
// touch, focus, an arrow key that moves it); a thumbnail, button, arrow key or swipe of the main image used before
// that acts once Swiper runs.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
// Swiper's styles stay in the page's CSS (inlined by the server): they lay out the markup before Swiper runs too.
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/thumbs';
import 'swiper/css/a11y';
import { breakpoints, useSwipeBeforeSwiper, type ProductImage } from '@ergoforma/shared-contracts';
import { ResponsiveImage, ThumbnailImage } from '../../../components/responsive-image';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import {
  GALLERY_RESIZE_DEBOUNCE_MS,
  GALLERY_SWIPE_MIN_PX,
  MAIN_IMAGE_SIZES,
  THUMBNAIL_BREAKPOINTS,
  THUMBNAIL_GAP,
  ownsArrowKeys,
} from '../utils/gallery-settings';
import styles from './product-gallery.module.css';

// Thumbnails are 123 px high, 85 px up to 1366 px (docs/behaviour.md#product-gallery), square frames; hidden up to
// 640 px.
const THUMBNAIL_SIZES = `(max-width: ${breakpoints.lg}px) 85px, 123px`;

interface ProductGalleryProps {
  images: ProductImage[];
  productName: string;
  /** Shown instead of the thumbnails on narrow screens (the PDF card). */
  narrowAside?: ReactNode;
}

interface GallerySwipers {
  main: SwiperInstance;
  thumbs: SwiperInstance | null;
}

type SwiperAction = (main: SwiperInstance) => void;

export function ProductGallery({ images, productName, narrowAside }: ProductGalleryProps) {
  const { t } = useCatalogueTranslation();
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [swipers, setSwipers] = useState<GallerySwipers | null>(null);
  const mainRef = useRef<SwiperInstance | null>(null);
  const [swiperWanted, setSwiperWanted] = useState(false);
  /** Actions asked for before Swiper ran; they run once it does. */
  const queued = useRef<SwiperAction[]>([]);
  const galleryRef = useRef<HTMLElement | null>(null);
  const mainElement = useRef<HTMLDivElement | null>(null);
  const thumbsElement = useRef<HTMLDivElement | null>(null);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;

  const wantSwiper = () => {
    if (count > 1) setSwiperWanted(true);
  };
  const withMain = useCallback((action: SwiperAction) => {
    if (mainRef.current) {
      action(mainRef.current);
      return;
    }
    queued.current.push(action);
    setSwiperWanted(true);
  }, []);

  const touchHandlers = useSwipeBeforeSwiper({
    swiperRuns: () => mainRef.current !== null,
    minDistancePx: GALLERY_SWIPE_MIN_PX,
    onTouch: wantSwiper,
    onSwipe: (direction) => withMain((main) => (direction === 'next' ? main.slideNext() : main.slidePrev())),
  });

  useGalleryKeyboard(withMain, galleryRef, count);
  useResizeUpdate(swipers);

  const onSlideChange = useCallback((swiper: SwiperInstance) => {
    const active = swiper.activeIndex;
    setIndex(active);
    setMoved(true);
    // Moving with the arrow keys while on a thumbnail: focus follows the shown image.
    const focused = document.activeElement;
    if (focused && thumbnailRefs.current.includes(focused as HTMLButtonElement)) thumbnailRefs.current[active]?.focus();
  }, []);

  const startSwipers = useEffectEvent((module: typeof import('./gallery-swiper')) => {
    const mainEl = mainElement.current;
    if (!mainEl) return null;
    // Slides carry their own role and label (also in the server HTML); the status below announces moves.
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
    mainRef.current = main;
    for (const action of queued.current.splice(0)) action(main);
    return { main, thumbs };
  });

  useEffect(() => {
    if (!swiperWanted) return undefined;
    let cancelled = false;
    let started: GallerySwipers | null = null;
    import('./gallery-swiper').then(
      (module) => {
        if (cancelled) return;
        started = startSwipers(module);
        setSwipers(started);
      },
      // The chunk did not load (offline): the next intent tries again.
      () => {
        queued.current = [];
        if (!cancelled) setSwiperWanted(false);
      },
    );
    return () => {
      cancelled = true;
      started?.main.destroy(true, false);
      started?.thumbs?.destroy(true, false);
      mainRef.current = null;
    };
  }, [swiperWanted]);

  if (count === 0) {
    return (
      <section className={styles.gallery} aria-label={t('gallery')}>
        <div className={`${styles.main} ${styles.empty}`}>{t('noImage')}</div>
        {narrowAside ? <div className={styles.narrowAside}>{narrowAside}</div> : null}
      </section>
    );
  }

  const label = (i: number) => {
    const name = images[i]?.name;
    return name ? t('imageOfNamed', { index: i + 1, count, name }) : t('imageOf', { index: i + 1, count });
  };

  return (
    <section
      className={styles.gallery}
      aria-label={t('gallery')}
      ref={galleryRef}
      onPointerEnter={wantSwiper}
      onTouchStart={wantSwiper}
      onFocus={wantSwiper}
    >
      <div className={styles.stage} {...touchHandlers}>
        <div ref={mainElement} className={`swiper ${styles.main}`}>
          <div className="swiper-wrapper">
            {images.map((item, i) => (
              <div
                key={item.image.url + i}
                className={`swiper-slide ${styles.slide}`}
                role="group"
                aria-label={label(i)}
                aria-hidden={i !== index || undefined}
              >
                <figure className={styles.figure}>
                  <ResponsiveImage
                    className={styles.mainImage}
                    image={item.image}
                    alt={item.image.alt || productName}
                    sizes={MAIN_IMAGE_SIZES}
                    priority={i === 0}
                  />
                  {item.name ? <figcaption className={styles.caption}>{item.name}</figcaption> : null}
                </figure>
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <>
            {/* Below 641 px only (docs/behaviour.md#product-gallery); above, thumbnails and arrow keys move it. */}
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t('previousImage')}
              onClick={() => withMain((main) => main.slidePrev())}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('nextImage')}
              onClick={() => withMain((main) => main.slideNext())}
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div ref={thumbsElement} className={`swiper ${styles.thumbs}`} role="group" aria-label={t('galleryThumbnails')}>
          <ul className="swiper-wrapper">
            {images.map((item, i) => (
              <li key={item.image.url + i} className={`swiper-slide ${styles.thumbSlide}`}>
                <button
                  ref={(element) => {
                    thumbnailRefs.current[i] = element;
                  }}
                  type="button"
                  className={styles.thumbnail}
                  aria-label={label(i)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => withMain((main) => main.slideTo(i))}
                >
                  <ThumbnailImage image={item.image} sizes={THUMBNAIL_SIZES} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {narrowAside ? <div className={styles.narrowAside}>{narrowAside}</div> : null}
      {/* Announces the new image after the visitor moved the gallery; silent on arrival. */}
      <p className="ef-visually-hidden" role="status">
        {moved ? label(index) : ''}
      </p>
    </section>
  );
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

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
