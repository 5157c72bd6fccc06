// The carousel with its defaults (docs/behaviour.md#carousel), on swiper, following the WAI-ARIA carousel pattern: a
// labelled region (aria-roledescription "carousel", in the page's language), slides as groups labelled "n of N",
// previous/next buttons, dots, and a pause/play control. Autoplay stops while the pointer is over the carousel or focus
// is inside it, after the visitor pauses it, and from the start for visitors who prefer reduced motion. Server HTML:
// Swiper renders its slides in a row inside an overflow-hidden box of fixed size (the caller's class sets the height),
// so the first slide is the visible one before Swiper initialises and nothing shifts.
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { EffectFade } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { useRemoteTranslation } from '@ergoforma/shared-contracts';
import { CONTENT_NAMESPACE, translations } from '../i18n/translations';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CAROUSEL_DEFAULTS, type CarouselSettings } from '../utils/carousel-settings';
import styles from './carousel.module.css';

/** What a caller may do to the carousel from outside (e.g. a dialog's arrow keys). */
export interface CarouselControls {
  previous(): void;
  next(): void;
}

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  slides: readonly ReactNode[];
  settings?: Partial<CarouselSettings>;
  /** Sets the box's size (a fixed height or aspect ratio) and the look. */
  className?: string;
  /** 'inverse' draws light controls for dark, full-bleed slides. */
  tone?: 'default' | 'inverse';
  /** Wraps the control bar (e.g. 'ef-container' to align it with the page content). */
  controlsClassName?: string;
  controlsRef?: Ref<CarouselControls>;
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
      ) : (
        <path d="M8 5l11 7-11 7z" fill="currentColor" />
      )}
    </svg>
  );
}

export function Carousel({
  label,
  slides,
  settings,
  className,
  tone = 'default',
  controlsClassName,
  controlsRef,
}: CarouselProps) {
  const { t } = useRemoteTranslation(CONTENT_NAMESPACE, translations);
  const config: CarouselSettings = { ...CAROUSEL_DEFAULTS, ...settings };
  const count = slides.length;
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(config.initialSlide);
  const autoplayAvailable = config.autoplayMs > 0 && count > 1;
  /** The visitor's choice through the pause/play button. */
  const [playing, setPlaying] = useState(autoplayAvailable);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  useImperativeHandle(
    controlsRef,
    () => ({ previous: () => swiperRef.current?.slidePrev(), next: () => swiperRef.current?.slideNext() }),
    [],
  );

  // No autoplay for visitors who prefer reduced motion; they can still start it with the play button.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const lastStart = Math.max(0, count - config.slidesToShow);
  const rotating = autoplayAvailable && playing && !hovered && !focusWithin;

  // One timeout per shown slide, so a manual change restarts the full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => {
      const swiper = swiperRef.current;
      if (!swiper) return;
      if (config.infinite || swiper.activeIndex < lastStart) swiper.slideNext();
      else setPlaying(false);
    }, config.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, config.autoplayMs, config.infinite, lastStart]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };
  const togglePlaying = () => {
    // Pressing play is an explicit request to rotate, even with focus on the button.
    if (!playing) setFocusWithin(false);
    setPlaying(!playing);
  };
  const isVisible = (index: number) => index >= current && index < current + config.slidesToShow;
  const style = {
    '--ef-carousel-transition': `${config.transitionMs}ms`,
    '--ef-carousel-per-view': config.slidesToShow,
  } as CSSProperties;
  const atStart = !config.infinite && current <= 0;
  const atEnd = !config.infinite && current >= lastStart;
  const pages = Math.ceil((lastStart + 1) / config.slidesToScroll);

  return (
    <section
      className={`${styles.carousel} ${tone === 'inverse' ? styles.inverse : ''} ${className ?? ''}`}
      aria-roledescription={t('carouselRole')}
      aria-label={label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <Swiper
        className={styles.swiper}
        modules={config.effect === 'fade' ? [EffectFade] : []}
        effect={config.effect}
        fadeEffect={config.effect === 'fade' ? { crossFade: true } : undefined}
        speed={config.transitionMs}
        threshold={config.swipeThresholdPx}
        slidesPerView={config.slidesToShow}
        slidesPerGroup={config.slidesToScroll}
        rewind={config.infinite}
        initialSlide={config.initialSlide}
        allowTouchMove={count > 1}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setCurrent(swiper.activeIndex)}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription={t('slideRole')}
            aria-label={t('slideLabel', { index: index + 1, count })}
            aria-hidden={isVisible(index) ? undefined : true}
            inert={!isVisible(index)}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>

      {count > config.slidesToShow && (
        <div className={`${styles.controls} ${controlsClassName ?? ''}`}>
          {config.navButtons && (
            <button
              type="button"
              className={styles.control}
              onClick={() => swiperRef.current?.slidePrev()}
              disabled={atStart}
              aria-label={t('previousSlide')}
            >
              <ChevronIcon direction="left" />
            </button>
          )}
          {config.dots && (
            <div className={styles.dots} role="group" aria-label={t('slideNavigation')}>
              {Array.from({ length: pages }, (_, page) => {
                const target = Math.min(page * config.slidesToScroll, lastStart);
                const active = current === target || (current > target && current < target + config.slidesToScroll);
                return (
                  <button
                    key={page}
                    type="button"
                    className={`${styles.dot} ${active ? styles.dotActive : ''}`}
                    aria-label={t('goToSlide', { index: target + 1 })}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => swiperRef.current?.slideTo(target)}
                  />
                );
              })}
            </div>
          )}
          {config.navButtons && (
            <button
              type="button"
              className={styles.control}
              onClick={() => swiperRef.current?.slideNext()}
              disabled={atEnd}
              aria-label={t('nextSlide')}
            >
              <ChevronIcon direction="right" />
            </button>
          )}
          {autoplayAvailable && (
            <button
              type="button"
              className={`${styles.control} ${styles.playPause}`}
              onClick={togglePlaying}
              aria-label={playing ? t('pauseSlideshow') : t('playSlideshow')}
            >
              <PlayPauseIcon playing={playing} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
