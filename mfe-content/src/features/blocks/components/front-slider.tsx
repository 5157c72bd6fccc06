// SPEC §2 Other pages, front slider: a full-bleed hero carousel (SPEC §4 Carousel, §9 carousel defaults).
// Self-contained on purpose: the swiper-based carousel replaces the mechanics later, not this block's markup.
// The first slide is the visible one in the server HTML; timers live only in effects.
import { useEffect, useState, type CSSProperties, type FocusEvent } from 'react';
import { useRemoteTranslation } from '@ergoforma/shared-contracts';
import { CONTENT_NAMESPACE, translations } from '../../../i18n/translations';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import type { BlockProps } from '../types';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, wrapSlideIndex } from '../utils/carousel-settings';
import { ApiImage } from './api-image';
import { BlockLink } from './block-link';
import blockStyles from './blocks.module.css';
import styles from './front-slider.module.css';

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
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
    </svg>
  );
}

export function FrontSlider({ content, headingLevel, isLead }: BlockProps<'front_slider'>) {
  const { t } = useRemoteTranslation(CONTENT_NAMESPACE, translations);
  const { slides } = content;
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  /** The visitor's choice through the pause/play button. */
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // No autoplay for visitors who prefer reduced motion; they can still start it with the play button.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const rotating = count > 1 && playing && !hovered && !focusWithin;

  // One timeout per shown slide, so a manual change restarts the full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setCurrent((index) => wrapSlideIndex(index, 1, count)), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };
  const togglePlaying = () => {
    // Pressing play is an explicit request to rotate, even with focus on the button.
    if (!playing) setFocusWithin(false);
    setPlaying(!playing);
  };
  const style = { '--ef-slide-transition': `${CAROUSEL_TRANSITION_MS}ms` } as CSSProperties;

  return (
    <section
      className={`${styles.carousel} ${blockStyles.block}`}
      aria-roledescription="carousel"
      aria-label={t('carouselLabel')}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === current;
          const Heading = index === 0 && headingLevel === 1 ? 'h1' : 'h2';
          return (
            <div
              key={index}
              className={`${styles.slide} ${active ? styles.slideActive : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideLabel', { index: index + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              <ApiImage image={slide.image} className={styles.image} priority={isLead && index === 0} />
              <div className={styles.shade} aria-hidden="true" />
              <div className={styles.caption}>
                <div className="ef-container">
                  {slide.title && <Heading className={styles.title}>{slide.title}</Heading>}
                  {slide.html && (
                    <div className={`${blockStyles.prose} ${blockStyles.proseInverse} ${styles.text}`} dangerouslySetInnerHTML={{ __html: slide.html }} />
                  )}
                  {slide.link && <BlockLink link={slide.link} className={`ef-button ${styles.cta}`} />}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={`ef-container ${styles.controls}`}>
          <button type="button" className={styles.control} onClick={() => setCurrent(wrapSlideIndex(current, -1, count))} aria-label={t('previousSlide')}>
            <ChevronIcon direction="left" />
          </button>
          <div className={styles.dots} role="group" aria-label={t('slideNavigation')}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={`${styles.dot} ${index === current ? styles.dotActive : ''}`}
                aria-label={t('goToSlide', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => setCurrent(wrapSlideIndex(current, 1, count))} aria-label={t('nextSlide')}>
            <ChevronIcon direction="right" />
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.playPause}`}
            onClick={togglePlaying}
            aria-label={playing ? t('pauseSlideshow') : t('playSlideshow')}
          >
            <PlayPauseIcon playing={playing} />
          </button>
        </div>
      )}
    </section>
  );
}
