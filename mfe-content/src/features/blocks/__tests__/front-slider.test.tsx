import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { BlockRenderer } from '../../../components/block-renderer';
import { blocks, prepared, preloadAllBlockComponents } from '../../../testing/block-fixtures';
import { contentBlocks } from '../../../exposes/content-blocks';

function renderSlider(titles = ['Aruba', 'Lambda', 'Now'], locale: 'pl' | 'en' = 'en') {
  return renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared(blocks.slider(1, 1, titles))} />, {
    locale,
  });
}

/** Swiper is imported when first needed: awaiting the same import lets the carousel's own one finish first. */
const swiperImported = () =>
  act(async () => {
    await import('../../../components/carousel-swiper');
  });

function shownSlide(): string {
  const visible = screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hasAttribute('aria-hidden'));
  expect(visible).toHaveLength(1);
  return visible[0].querySelector('h1, h2')!.textContent;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('FrontSlider', () => {
  beforeAll(() => preloadAllBlockComponents());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is a labelled carousel region whose slides say their position', () => {
    const { container } = renderSlider();
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    // The slides not shown are in the HTML but hidden from assistive technology and out of the tab order.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a hidden (inert) slide is outside the accessibility tree, so only a DOM query reaches it
    const third = container.querySelector('[aria-label="3 of 3"]');
    expect(third).toHaveAttribute('aria-hidden', 'true');
    expect(third).toHaveAttribute('inert');
  });

  it('titles the first slide h1 and the others h2, with text and a link button', () => {
    renderSlider();
    expect(screen.getByRole('heading', { level: 1, name: 'Aruba' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lambda', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Opis Aruba')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz Aruba' })).toHaveAttribute('href', '/produkty/1');
  });

  it('moves with the previous and next buttons, wrapping around', async () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await swiperImported();
    expect(shownSlide()).toBe('Lambda');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Now');
  });

  it('goes to a slide with its dot, which then is the current one', async () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await swiperImported();
    expect(shownSlide()).toBe('Now');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('advances by itself every 3000 ms', async () => {
    renderSlider();
    act(() => jest.advanceTimersByTime(2999));
    expect(shownSlide()).toBe('Aruba');
    act(() => jest.advanceTimersByTime(1));
    await swiperImported();
    expect(shownSlide()).toBe('Lambda');
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('Now');
  });

  it('pauses while hovered and while focus is inside', async () => {
    renderSlider();
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(region);
    fireEvent.pointerEnter(region);
    await swiperImported();
    act(() => jest.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('Aruba');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('Lambda');

    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).focus());
    act(() => jest.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('Lambda');
  });

  it('stops and restarts with the visible pause/play button', async () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('Aruba');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => jest.advanceTimersByTime(3000));
    await swiperImported();
    expect(shownSlide()).toBe('Lambda');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderSlider();
    act(() => jest.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('Aruba');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('shows a single slide without controls', () => {
    renderSlider(['Aruba']);
    expect(screen.getByRole('heading', { level: 1, name: 'Aruba' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Polish on a Polish page', () => {
    renderSlider(['Aruba', 'Lambda'], 'pl');
    expect(screen.getByRole('button', { name: 'Następny slajd' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 z 2' })).toBeInTheDocument();
  });
});
