// The carousel defaults (docs/behaviour.md#carousel): autoplay 3000 ms, transition 300 ms ease, swipe threshold 50 px,
// one slide shown and scrolled at a time, infinite, dots and navigation buttons on.
export interface CarouselSettings {
  /** Milliseconds each slide stays before the next one; 0 turns autoplay off. */
  autoplayMs: number;
  transitionMs: number;
  /** Distance in px a swipe must travel before the slides move. */
  swipeThresholdPx: number;
  slidesToShow: number;
  slidesToScroll: number;
  /** Next on the last slide goes to the first and previous on the first to the last. */
  infinite: boolean;
  dots: boolean;
  navButtons: boolean;
  /** 'fade' cross-fades slides in place (heroes); 'slide' moves them sideways. */
  effect: 'slide' | 'fade';
  /** The slide shown first (a gallery opened at the clicked picture). */
  initialSlide: number;
}

export const CAROUSEL_DEFAULTS: CarouselSettings = {
  autoplayMs: 3000,
  transitionMs: 300,
  swipeThresholdPx: 50,
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  dots: true,
  navButtons: true,
  effect: 'slide',
  initialSlide: 0,
};
