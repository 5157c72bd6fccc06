// A stand-in for swiper's core class in Jest (swiper is ESM only and needs real layout). Like Swiper it starts on
// markup the component rendered (an element holding .swiper-wrapper > .swiper-slide) and supports what the gallery and
// carousel use: slideTo/Next/Prev, rewind, initialSlide, update, destroy and the slideChange handler in `on`. It moves
// nothing in the DOM: the components mark the shown slide themselves. Real Swiper runs in the Playwright tests.

interface FakeSwiperOptions {
  rewind?: boolean;
  initialSlide?: number;
  on?: { slideChange?: (swiper: FakeSwiper) => void };
  [option: string]: unknown;
}

/** Every fake instance created, in order (a test clears it in beforeEach to look at its own). */
export const fakeSwipers: FakeSwiper[] = [];

export class FakeSwiper {
  readonly el: HTMLElement;
  readonly params: FakeSwiperOptions;
  readonly slides: Element[];
  activeIndex: number;
  destroyed = false;
  updates = 0;

  constructor(el: HTMLElement, params: FakeSwiperOptions = {}) {
    this.el = el;
    this.params = params;
    this.slides = Array.from(el.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide'));
    this.activeIndex = params.initialSlide ?? 0;
    fakeSwipers.push(this);
  }

  slideTo(index: number): void {
    const next = Math.max(0, Math.min(index, this.slides.length - 1));
    if (this.destroyed || next === this.activeIndex) return;
    this.activeIndex = next;
    this.params.on?.slideChange?.(this);
  }

  slideNext(): void {
    const last = this.slides.length - 1;
    this.slideTo(this.activeIndex === last && this.params.rewind ? 0 : this.activeIndex + 1);
  }

  slidePrev(): void {
    const last = this.slides.length - 1;
    this.slideTo(this.activeIndex === 0 && this.params.rewind ? last : this.activeIndex - 1);
  }

  update(): void {
    this.updates += 1;
  }

  destroy(): void {
    this.destroyed = true;
  }
}

export { FakeSwiper as Swiper };
export default FakeSwiper;
