import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, fakeSwipers } from '@ergoforma/shared-contracts/testing';
import { Carousel } from '../carousel';

const slides = ['One', 'Two', 'Three'].map((name) => <p key={name}>{name}</p>);

/** Swiper is imported when first needed: awaiting the same import lets the carousel's own one finish first. */
const swiperImported = () =>
  act(async () => {
    await import('../carousel-swiper');
  });

function shownSlides(): string[] {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hasAttribute('aria-hidden'))
    .map((group) => group.textContent ?? '');
}

describe('Carousel', () => {
  beforeEach(() => {
    fakeSwipers.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the first slide without Swiper, and starts Swiper on that markup when the pointer comes over it', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    expect(shownSlides()).toEqual(['One']);
    // eslint-disable-next-line testing-library/no-node-access -- Swiper's markup (its class names) has no role
    expect(document.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide')).toHaveLength(3);
    await swiperImported();
    expect(fakeSwipers).toHaveLength(0);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Gallery' }));
    await swiperImported();
    expect(fakeSwipers).toHaveLength(1);
    expect(fakeSwipers[0].el).toHaveClass('swiper');
    expect(fakeSwipers[0].slides).toHaveLength(3);
  });

  it.each([
    ['focus', () => act(() => screen.getByRole('button', { name: 'Next slide' }).focus())],
    ['touch', () => fireEvent.touchStart(screen.getByRole('region', { name: 'Gallery' }))],
  ])('starts Swiper on %s too', async (_, intent) => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    intent();
    await swiperImported();
    expect(fakeSwipers).toHaveLength(1);
  });

  it('does a swipe that began before Swiper ran once Swiper has loaded; a tap or a vertical move does nothing', async () => {
    const { unmount } = renderRemote(<Carousel label="Gallery" slides={slides} settings={{ autoplayMs: 0 }} />, {
      locale: 'en',
    });
    const region = screen.getByRole('region', { name: 'Gallery' });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(region, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([200, 100], [195, 100]);
    swipe([200, 100], [140, 200]);
    await swiperImported();
    expect(shownSlides()).toEqual(['One']);
    unmount();

    renderRemote(<Carousel label="Gallery" slides={slides} settings={{ autoplayMs: 0 }} />, { locale: 'en' });
    const fresh = screen.getByRole('region', { name: 'Gallery' });
    fireEvent.touchStart(fresh, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(fresh, { changedTouches: [{ clientX: 160, clientY: 110 }] });
    await swiperImported();
    // A swipe to the right: the previous slide, wrapping to the last.
    expect(shownSlides()).toEqual(['Three']);
  });

  it('moves to the next slide at an autoplay step with its own code: Swiper is not loaded for autoplay', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    act(() => jest.advanceTimersByTime(2999));
    expect(shownSlides()).toEqual(['One']);
    act(() => jest.advanceTimersByTime(1));
    await swiperImported();
    expect(fakeSwipers).toHaveLength(0);
    expect(shownSlides()).toEqual(['Two']);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    // eslint-disable-next-line testing-library/no-node-access -- the row of slides (Swiper's markup) has no role
    const row = document.querySelector<HTMLElement>('.swiper-wrapper');
    expect(row?.style.transform).toBe('translateX(-100%)');
    expect(row?.style.transitionDuration).toBe('300ms');
  });

  it('goes back to the first slide after the last when infinite', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlides()).toEqual(['Three']);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlides()).toEqual(['One']);
    await swiperImported();
    expect(fakeSwipers).toHaveLength(0);
    // eslint-disable-next-line testing-library/no-node-access -- the row of slides (Swiper's markup) has no role
    expect(document.querySelector<HTMLElement>('.swiper-wrapper')?.style.transform).toBe('translateX(0%)');
  });

  it('cross-fades at an autoplay step with the fade effect: the slides stacked, only the shown one opaque', () => {
    renderRemote(<Carousel label="Gallery" slides={slides} settings={{ effect: 'fade' }} />, { locale: 'en' });
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlides()).toEqual(['Two']);
    // eslint-disable-next-line testing-library/no-node-access -- the slides' boxes, hidden ones included
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('.swiper-slide'));
    expect(boxes.map((box) => box.style.opacity)).toEqual(['0', '1', '0']);
    expect(boxes.map((box) => box.style.transform)).toEqual([
      'translateX(0%)',
      'translateX(-100%)',
      'translateX(-200%)',
    ]);
    expect(boxes[1]).toHaveStyle({ transitionDuration: '300ms' });
    // eslint-disable-next-line testing-library/no-node-access -- the row of slides does not move when fading
    expect(document.querySelector<HTMLElement>('.swiper-wrapper')?.style.transform).toBe('');
  });

  it('starts Swiper at the slide autoplay has reached when the visitor then points at it', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlides()).toEqual(['Three']);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Gallery' }));
    await swiperImported();
    expect(fakeSwipers).toHaveLength(1);
    expect(fakeSwipers[0].params.initialSlide).toBe(2);
    expect(shownSlides()).toEqual(['Three']);
    // Swiper now moves the slides: next wraps to the first.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fakeSwipers[0].activeIndex).toBe(0);
    expect(shownSlides()).toEqual(['One']);
  });

  it('hands Swiper the carousel defaults: 300 ms transition, 50 px swipe threshold, one slide shown and scrolled, infinite', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Gallery' }));
    await swiperImported();
    expect(fakeSwipers).toHaveLength(1);
    expect(fakeSwipers[0].params).toMatchObject({
      speed: 300,
      threshold: 50,
      slidesPerView: 1,
      slidesPerGroup: 1,
      rewind: true,
    });
    expect(screen.getByRole('region', { name: 'Gallery' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
  });

  it.each([
    ['pl', 'karuzela', 'slajd', '1 z 3'],
    ['fr', 'carrousel', 'diapositive', '1 sur 3'],
  ] as const)('names its roles in the page language (%s)', (locale, carousel, slide, first) => {
    renderRemote(<Carousel label="Galeria" slides={slides} />, { locale });
    expect(screen.getByRole('region', { name: 'Galeria' })).toHaveAttribute('aria-roledescription', carousel);
    expect(screen.getByRole('group', { name: first })).toHaveAttribute('aria-roledescription', slide);
  });

  it('shows the first slide first and labels every slide with its position', () => {
    const { container } = renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    expect(shownSlides()).toEqual(['One']);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a hidden (inert) slide is outside the accessibility tree, so only a DOM query reaches it
    expect(container.querySelector('[aria-label="3 of 3"]')).toHaveAttribute('inert');
  });

  it('wraps from the first slide to the last with previous when infinite', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    // The first click loads Swiper and then acts.
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await swiperImported();
    expect(shownSlides()).toEqual(['Three']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlides()).toEqual(['One']);
  });

  it('disables previous on the first slide and next on the last when not infinite, and autoplay stops at the end', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} settings={{ infinite: false }} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlides()).toEqual(['Three']);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(3000));
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlides()).toEqual(['Three']);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Gallery' }));
    await swiperImported();
    expect(fakeSwipers[0].params).toMatchObject({ rewind: false, initialSlide: 2 });
  });

  it('autoplays at the interval it is given, and has no pause control without autoplay', async () => {
    const { unmount } = renderRemote(<Carousel label="Gallery" slides={slides} settings={{ autoplayMs: 5000 }} />, {
      locale: 'en',
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(shownSlides()).toEqual(['One']);
    act(() => jest.advanceTimersByTime(1));
    expect(shownSlides()).toEqual(['Two']);
    unmount();

    renderRemote(<Carousel label="Gallery" slides={slides} settings={{ autoplayMs: 0 }} />, { locale: 'en' });
    act(() => jest.advanceTimersByTime(9000));
    expect(shownSlides()).toEqual(['One']);
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('restarts the full interval after a manual change', async () => {
    renderRemote(<Carousel label="Gallery" slides={slides} />, { locale: 'en' });
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await swiperImported();
    act(() => jest.advanceTimersByTime(2999));
    expect(shownSlides()).toEqual(['Three']);
    act(() => jest.advanceTimersByTime(1));
    expect(shownSlides()).toEqual(['One']);
  });

  it('leaves out dots and buttons when turned off', () => {
    renderRemote(<Carousel label="Gallery" slides={slides} settings={{ dots: false, navButtons: false }} />, {
      locale: 'en',
    });
    expect(screen.queryByRole('button', { name: /slide( \d)?$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeInTheDocument();
  });

  it('renders nothing without slides', () => {
    const { container } = renderRemote(<Carousel label="Gallery" slides={[]} />, { locale: 'en' });
    expect(container).toBeEmptyDOMElement();
  });
});
