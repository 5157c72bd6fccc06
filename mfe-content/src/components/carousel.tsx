// The carousel with its defaults (docs/behaviour.md#carousel), following the WAI-ARIA carousel pattern: a labelled
// region (aria-roledescription "carousel", in the page's language), slides as groups labelled "n of N",
// previous/next buttons, dots, and a pause/play control. Autoplay stops while the pointer is over the carousel or focus
// is inside it, after the visitor pauses it, and from the start for visitors who prefer reduced motion.
// Swiper is not in the first view: the server and the first client render draw Swiper's markup themselves (the
// slides in a row inside an overflow-hidden box of fixed size set by the caller's class, so the first slide is the
// visible one). Autoplay steps move that markup with the carousel's own code (carousel-steps.ts), so a visitor who
// only watches never downloads Swiper; Swiper is loaded and started on the same markup, at the slide shown, at the
// visitor's first intent (pointer, touch, focus: a key reaches the carousel only after focus did), and a control used
// or a swipe made before that acts once Swiper runs.
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
// Swiper's styles stay in the page's CSS (inlined by the server): they lay out the markup before Swiper runs too.
import 'swiper/css';
import 'swiper/css/effect-fade';
import { useSwipeBeforeSwiper } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../i18n/use-content-translation';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CAROUSEL_DEFAULTS, type CarouselSettings } from '../utils/carousel-settings';
import { nextSlideIndex, showSlideWithoutSwiper } from './carousel-steps';
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

type SwiperAction = (swiper: SwiperInstance) => void;

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
  const { t } = useContentTranslation();
  const config: CarouselSettings = { ...CAROUSEL_DEFAULTS, ...settings };
  const count = slides.length;
  const swiperElement = useRef<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  /** Actions asked for before Swiper ran; they run once it does. */
  const queued = useRef<SwiperAction[]>([]);
  const [swiperWanted, setSwiperWanted] = useState(false);
  const [current, setCurrent] = useState(config.initialSlide);
  const autoplayAvailable = config.autoplayMs > 0 && count > 1;
  /** The visitor's choice through the pause/play button. */
  const [playing, setPlaying] = useState(autoplayAvailable);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const wantSwiper = () => {
    if (count > 1) setSwiperWanted(true);
  };
  const withSwiper = (action: SwiperAction) => {
    if (swiperRef.current) {
      action(swiperRef.current);
      return;
    }
    queued.current.push(action);
    setSwiperWanted(true);
  };
  const touchHandlers = useSwipeBeforeSwiper({
    swiperRuns: () => swiperRef.current !== null,
    minDistancePx: config.swipeThresholdPx,
    onTouch: wantSwiper,
    onSwipe: (direction) => withSwiper((swiper) => (direction === 'next' ? swiper.slideNext() : swiper.slidePrev())),
  });
  useImperativeHandle(controlsRef, () => ({
    previous: () => withSwiper((swiper) => swiper.slidePrev()),
    next: () => withSwiper((swiper) => swiper.slideNext()),
  }));

  const startSwiper = useEffectEvent((module: typeof import('./carousel-swiper')) => {
    const element = swiperElement.current;
    if (!element) return null;
    const fade = config.effect === 'fade';
    const swiper = new module.Swiper(element, {
      modules: fade ? [module.EffectFade] : [],
      effect: config.effect,
      fadeEffect: fade ? { crossFade: true } : undefined,
      speed: config.transitionMs,
      threshold: config.swipeThresholdPx,
      slidesPerView: config.slidesToShow,
      slidesPerGroup: config.slidesToScroll,
      rewind: config.infinite,
      // Where autoplay steps have brought the carousel so far.
      initialSlide: current,
      allowTouchMove: count > 1,
      on: { slideChange: (instance) => setCurrent(instance.activeIndex) },
    });
    swiperRef.current = swiper;
    for (const action of queued.current.splice(0)) action(swiper);
    return swiper;
  });

  useEffect(() => {
    if (!swiperWanted) return undefined;
    let cancelled = false;
    let swiper: SwiperInstance | null = null;
    import('./carousel-swiper').then(
      (module) => {
        if (!cancelled) swiper = startSwiper(module);
      },
      // The chunk did not load (offline): the next intent tries again.
      () => {
        queued.current = [];
        if (!cancelled) setSwiperWanted(false);
      },
    );
    return () => {
      cancelled = true;
      swiper?.destroy(true, false);
      swiperRef.current = null;
    };
  }, [swiperWanted]);

  // Slides added or removed after Swiper started.
  useEffect(() => {
    swiperRef.current?.update();
  }, [count]);

  // No autoplay for visitors who prefer reduced motion; they can still start it with the play button.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const lastStart = Math.max(0, count - config.slidesToShow);
  const rotating = autoplayAvailable && playing && !hovered && !focusWithin;

  // One step with the carousel's own code while Swiper does not run (it is not loaded for autoplay alone).
  const autoplayStep = useEffectEvent(() => {
    const swiper = swiperRef.current;
    if (swiper) {
      if (config.infinite || swiper.activeIndex < lastStart) swiper.slideNext();
      else setPlaying(false);
      return;
    }
    const next = nextSlideIndex(current, lastStart, config);
    if (next === null) {
      setPlaying(false);
      return;
    }
    if (swiperElement.current) showSlideWithoutSwiper(swiperElement.current, current, next, config);
    setCurrent(next);
  });

  // One timeout per shown slide, so a manual change restarts the full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(autoplayStep, config.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, config.autoplayMs]);

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
  // Before Swiper runs, a carousel opened at a later slide (a dialog) shows it by moving the row; Swiper then sets the
  // same position itself. The value never changes, so React does not write it again over Swiper's.
  const initialOffset =
    config.effect === 'slide' && config.initialSlide > 0
      ? { transform: `translateX(${(-100 * config.initialSlide) / config.slidesToShow}%)` }
      : undefined;

  return (
    <section
      className={`${styles.carousel} ${tone === 'inverse' ? styles.inverse : ''} ${className ?? ''}`}
      aria-roledescription={t('carouselRole')}
      aria-label={label}
      style={style}
      onPointerEnter={wantSwiper}
      {...touchHandlers}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        wantSwiper();
        setFocusWithin(true);
      }}
      onBlur={onBlur}
    >
      <div ref={swiperElement} className={`swiper ${styles.swiper}`} aria-live={rotating ? 'off' : 'polite'}>
        <div className="swiper-wrapper" style={initialOffset}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription={t('slideRole')}
              aria-label={t('slideLabel', { index: index + 1, count })}
              aria-hidden={isVisible(index) ? undefined : true}
              inert={!isVisible(index)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {count > config.slidesToShow && (
        <div className={`${styles.controls} ${controlsClassName ?? ''}`}>
          {config.navButtons && (
            <button
              type="button"
              className={styles.control}
              onClick={() => withSwiper((swiper) => swiper.slidePrev())}
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
                    onClick={() => withSwiper((swiper) => swiper.slideTo(target))}
                  />
                );
              })}
            </div>
          )}
          {config.navButtons && (
            <button
              type="button"
              className={styles.control}
              onClick={() => withSwiper((swiper) => swiper.slideNext())}
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
