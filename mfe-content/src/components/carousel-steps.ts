// The carousel's own slide changes before Swiper runs (carousel.tsx): an autoplay step moves Swiper's markup the
// way Swiper would, so autoplay alone never loads Swiper. Swiper, started later at the shown slide, writes the same
// positions in its own terms (pixels) over these styles and takes over without a jump.
import type { CarouselSettings } from '../utils/carousel-settings';

type StepSettings = Pick<CarouselSettings, 'effect' | 'transitionMs' | 'slidesToShow' | 'slidesToScroll' | 'infinite'>;

/**
 * The slide the next autoplay step shows (Swiper's slideNext with `rewind`): the next group, the last full view at
 * the end, back to the first after it when infinite; null at the end when not infinite.
 */
export function nextSlideIndex(current: number, lastStart: number, settings: StepSettings): number | null {
  if (current >= lastStart) return settings.infinite ? 0 : null;
  return Math.min(current + settings.slidesToScroll, lastStart);
}

/** Moves the carousel's `.swiper` element from slide `from` to slide `to` with the carousel's transition. */
export function showSlideWithoutSwiper(
  swiperElement: HTMLElement,
  from: number,
  to: number,
  settings: StepSettings,
): void {
  const wrapper = swiperElement.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!wrapper) return;
  const duration = `${settings.transitionMs}ms`;
  if (settings.effect === 'slide') {
    // The row of slides moves by whole slides; Swiper's stylesheet gives the wrapper its transform transition (ease).
    wrapper.style.transitionDuration = duration;
    wrapper.style.transform = `translateX(${(-100 * to) / settings.slidesToShow}%)`;
    return;
  }
  // Fade (Swiper's fade effect with cross-fade): every slide is moved onto the first one's place, only the shown one
  // opaque, and the opacity changes over the transition.
  const slides = Array.from(wrapper.querySelectorAll<HTMLElement>(':scope > .swiper-slide'));
  if (slides.length > 0 && slides[0].style.opacity === '') {
    // First step: stack the slides as they are now (the shown one opaque) before anything fades.
    slides.forEach((slide, position) => {
      slide.style.transitionProperty = 'opacity';
      slide.style.transitionDuration = '0ms';
      slide.style.transform = `translateX(${-100 * position}%)`;
      slide.style.opacity = position === from ? '1' : '0';
    });
    // Reading a computed style applies the stacked state, so the change below is a transition from it.
    void getComputedStyle(slides[0]).opacity;
  }
  slides.forEach((slide, position) => {
    slide.style.transitionDuration = duration;
    slide.style.opacity = position === to ? '1' : '0';
  });
}
