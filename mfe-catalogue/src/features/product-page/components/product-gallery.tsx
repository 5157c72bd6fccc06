// Product gallery (docs/behaviour.md#product-gallery): a swipeable main slider (fade) with a thumbnail slider; on
// narrow screens (≤640 px) nav buttons and, instead of the thumbnails, the PDF card. Left/right arrow keys move it
// while it is in the viewport. Swiper renders every slide on the server: the first image shows without JavaScript, and
// the fixed-height frames (product-gallery.module.css) keep the page still when Swiper starts.
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, EffectFade, Navigation, Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/thumbs';
import 'swiper/css/a11y';
import { breakpoints, type ProductImage } from '@ergoforma/shared-contracts';
import { ResponsiveImage, ThumbnailImage } from '../../../components/responsive-image';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import {
  GALLERY_RESIZE_DEBOUNCE_MS,
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

export function ProductGallery({ images, productName, narrowAside }: ProductGalleryProps) {
  const { t } = useCatalogueTranslation();
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const galleryRef = useRef<HTMLElement | null>(null);
  const prevRef = useRef<HTMLButtonElement | null>(null);
  const nextRef = useRef<HTMLButtonElement | null>(null);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;

  useGalleryKeyboard(main, galleryRef, count);
  useResizeUpdate(main, thumbs);

  const onSlideChange = useCallback((swiper: SwiperInstance) => {
    const active = swiper.activeIndex;
    setIndex(active);
    setMoved(true);
    // Moving with the arrow keys while on a thumbnail: focus follows the shown image.
    const focused = document.activeElement;
    if (focused && thumbnailRefs.current.includes(focused as HTMLButtonElement)) thumbnailRefs.current[active]?.focus();
  }, []);

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
    <section className={styles.gallery} aria-label={t('gallery')} ref={galleryRef}>
      <div className={styles.stage}>
        <Swiper
          className={styles.main}
          modules={[EffectFade, Thumbs, Navigation, A11y]}
          effect="fade"
          fadeEffect={{ crossFade: true }}
          rewind
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          navigation={{ prevEl: prevRef.current, nextEl: nextRef.current }}
          a11y={{
            prevSlideMessage: t('previousImage'),
            nextSlideMessage: t('nextImage'),
            // Slides carry their own role and label (also in the server HTML); the status below announces moves.
            slideRole: '',
            slideLabelMessage: '',
            wrapperLiveRegion: false,
          }}
          onBeforeInit={(swiper) => {
            // The buttons exist once React committed them, before Swiper initialises.
            if (typeof swiper.params.navigation === 'object') {
              swiper.params.navigation.prevEl = prevRef.current;
              swiper.params.navigation.nextEl = nextRef.current;
            }
          }}
          onSwiper={setMain}
          onSlideChange={onSlideChange}
        >
          {images.map((item, i) => (
            <SwiperSlide
              key={item.image.url + i}
              className={styles.slide}
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
            </SwiperSlide>
          ))}
        </Swiper>
        {count > 1 ? (
          <>
            {/* Below 641 px only (docs/behaviour.md#product-gallery); above, thumbnails and arrow keys move it. */}
            <button
              ref={prevRef}
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t('previousImage')}
            >
              <Chevron direction="left" />
            </button>
            <button
              ref={nextRef}
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('nextImage')}
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <Swiper
          className={styles.thumbs}
          modules={[Thumbs, A11y]}
          wrapperTag="ul"
          role="group"
          aria-label={t('galleryThumbnails')}
          slidesPerView={1}
          spaceBetween={THUMBNAIL_GAP}
          breakpoints={THUMBNAIL_BREAKPOINTS}
          watchSlidesProgress
          a11y={{ slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false }}
          onSwiper={setThumbs}
        >
          {images.map((item, i) => {
            return (
              <SwiperSlide key={item.image.url + i} tag="li" className={styles.thumbSlide}>
                <button
                  ref={(element) => {
                    thumbnailRefs.current[i] = element;
                  }}
                  type="button"
                  className={styles.thumbnail}
                  aria-label={label(i)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => main?.slideTo(i)}
                >
                  <ThumbnailImage image={item.image} sizes={THUMBNAIL_SIZES} />
                </button>
              </SwiperSlide>
            );
          })}
        </Swiper>
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
function useGalleryKeyboard(swiper: SwiperInstance | null, galleryRef: RefObject<HTMLElement | null>, count: number) {
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
    if (!swiper || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!inViewport.current || swiper.destroyed || ownsArrowKeys(event.target, galleryRef.current)) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') swiper.slideNext();
      else swiper.slidePrev();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [swiper, count, galleryRef]);
}

/**
 * After the window stops resizing for 400 ms, both sliders measure again, e.g. thumbnails shown again
 * (docs/behaviour.md#product-gallery).
 */
function useResizeUpdate(main: SwiperInstance | null, thumbs: SwiperInstance | null) {
  useEffect(() => {
    if (!main) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const swiper of [main, thumbs]) if (swiper && !swiper.destroyed) swiper.update();
      }, GALLERY_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [main, thumbs]);
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
