// A stand-in for swiper/react in Jest (swiper is ESM only and needs real layout): it renders the slides like
// Swiper's server render, keeps an active index, and supports what the gallery and carousel use (slideTo/Next/Prev, rewind,
// navigation elements set in onBeforeInit, onSwiper, onSlideChange). Real Swiper runs in the Playwright tests.
import {
  Children,
  createElement,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

type Listener = (swiper: FakeSwiper) => void;

interface FakeSwiperProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  tag?: string;
  wrapperTag?: string;
  rewind?: boolean;
  initialSlide?: number;
  onSwiper?: Listener;
  onSlideChange?: Listener;
  onBeforeInit?: Listener;
  // Options the fake ignores but records (tests may read swiper.params).
  modules?: unknown[];
  effect?: string;
  fadeEffect?: unknown;
  thumbs?: unknown;
  navigation?: unknown;
  a11y?: unknown;
  keyboard?: unknown;
  slidesPerView?: number;
  spaceBetween?: number;
  breakpoints?: unknown;
  watchSlidesProgress?: boolean;
  speed?: number;
  threshold?: number;
  slidesPerGroup?: number;
  loop?: boolean;
  allowTouchMove?: boolean;
}

export interface FakeSwiper {
  activeIndex: number;
  destroyed: boolean;
  params: Record<string, unknown> & { navigation?: { prevEl?: HTMLElement | null; nextEl?: HTMLElement | null } };
  slides: unknown[];
  updates: number;
  slideTo(index: number): void;
  slideNext(): void;
  slidePrev(): void;
  update(): void;
}

/** Every fake instance created, in order (a test clears it in beforeEach to look at its own). */
export const fakeSwipers: FakeSwiper[] = [];

const OPTION_NAMES = [
  'modules',
  'effect',
  'fadeEffect',
  'thumbs',
  'navigation',
  'a11y',
  'keyboard',
  'slidesPerView',
  'spaceBetween',
  'breakpoints',
  'watchSlidesProgress',
  'speed',
  'threshold',
  'slidesPerGroup',
  'loop',
  'allowTouchMove',
  'rewind',
  'initialSlide',
] as const;

export function Swiper(props: FakeSwiperProps) {
  const {
    children,
    onSwiper,
    onSlideChange,
    onBeforeInit,
    className,
    tag = 'div',
    wrapperTag = 'div',
    ...rest
  } = props;
  const slides = Children.toArray(children);
  const [activeIndex, setActiveIndex] = useState(props.initialSlide ?? 0);
  const onSlideChangeRef = useRef(onSlideChange);
  onSlideChangeRef.current = onSlideChange;
  const swiperRef = useRef<FakeSwiper | null>(null);

  const domProps: Record<string, unknown> = { ...rest };
  const params: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) {
    params[name] = (props as Record<string, unknown>)[name];
    delete domProps[name];
  }

  if (!swiperRef.current) {
    const swiper: FakeSwiper = {
      activeIndex: props.initialSlide ?? 0,
      destroyed: false,
      params: { ...params, navigation: { ...((params.navigation as object) ?? {}) } },
      slides,
      updates: 0,
      slideTo(index) {
        const last = swiper.slides.length - 1;
        const next = Math.max(0, Math.min(index, last));
        if (next === swiper.activeIndex) return;
        swiper.activeIndex = next;
        setActiveIndex(next);
        onSlideChangeRef.current?.(swiper);
      },
      slideNext() {
        const last = swiper.slides.length - 1;
        swiper.slideTo(swiper.activeIndex === last && props.rewind ? 0 : swiper.activeIndex + 1);
      },
      slidePrev() {
        const last = swiper.slides.length - 1;
        swiper.slideTo(swiper.activeIndex === 0 && props.rewind ? last : swiper.activeIndex - 1);
      },
      update() {
        swiper.updates += 1;
      },
    };
    swiperRef.current = swiper;
    fakeSwipers.push(swiper);
  }
  swiperRef.current.slides = slides;

  const initialise = useEffectEvent(() => {
    const swiper = swiperRef.current!;
    onBeforeInit?.(swiper);
    const { prevEl, nextEl } = swiper.params.navigation ?? {};
    const prev = () => swiper.slidePrev();
    const next = () => swiper.slideNext();
    prevEl?.addEventListener('click', prev);
    nextEl?.addEventListener('click', next);
    onSwiper?.(swiper);
    return () => {
      prevEl?.removeEventListener('click', prev);
      nextEl?.removeEventListener('click', next);
    };
  });
  // Like Swiper: initialised once.
  useEffect(() => initialise(), []);

  return createElement(
    tag,
    { className: ['swiper', className].filter(Boolean).join(' '), 'data-active-index': activeIndex, ...domProps },
    createElement(wrapperTag, { className: 'swiper-wrapper' }, slides),
  );
}

export function SwiperSlide({
  children,
  className,
  tag = 'div',
  ...rest
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; tag?: string }) {
  return createElement(tag, { className: ['swiper-slide', className].filter(Boolean).join(' '), ...rest }, children);
}
