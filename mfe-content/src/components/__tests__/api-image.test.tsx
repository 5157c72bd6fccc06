import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ApiImage } from '../api-image';
import { image } from '../../testing/block-fixtures';

type ObserverCallback = (
  entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>,
) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: ObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  see(ratio: number) {
    act(() => this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
  }
}

/** Puts the image's box at `top` px in a 800 px high window. */
function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + 300,
    left: 0,
    right: 400,
    width: 400,
    height: 300,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

describe('ApiImage', () => {
  const originalObserver = window.IntersectionObserver;
  const originalRect = HTMLElement.prototype.getBoundingClientRect;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    // Below the fold by default.
    HTMLElement.prototype.getBoundingClientRect = () => ({
      top: 2000,
      bottom: 2300,
      left: 0,
      right: 400,
      width: 400,
      height: 300,
      x: 0,
      y: 2000,
      toJSON: () => ({}),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    window.IntersectionObserver = originalObserver;
    HTMLElement.prototype.getBoundingClientRect = originalRect;
  });

  it('has src, alt, width and height and native lazy loading in the server HTML', () => {
    const html = renderToString(<ApiImage image={image('chair')} />);
    expect(html).toMatch(/<img[^>]*src="\/media\/chair.jpg"/);
    expect(html).toContain('alt="Photo chair"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('waiting');
  });

  it('loads an above-the-fold image eagerly with high priority and never hides it', () => {
    render(<ApiImage image={image('hero')} priority />);
    const img = screen.getByRole('img', { name: 'Photo hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('reveals a below-the-fold image after 15 % of it was visible for 200 ms', () => {
    render(<ApiImage image={image('chair')} />);
    const img = screen.getByRole('img', { name: 'Photo chair' });
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer.options.threshold).toBe(0.15);
    expect(observer.observed).toEqual([img]);

    observer.see(0.15);
    act(() => jest.advanceTimersByTime(199));
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(img).toHaveAttribute('data-lazy', 'shown');
    expect(observer.disconnected).toBe(true);
  });

  it('does not reveal an image scrolled past within 200 ms', () => {
    render(<ApiImage image={image('chair')} />);
    const observer = FakeIntersectionObserver.instances[0];
    observer.see(0.5);
    act(() => jest.advanceTimersByTime(150));
    observer.see(0);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('img')).toHaveAttribute('data-lazy', 'waiting');
  });

  it('checks again 100 ms after the window stops resizing', () => {
    render(<ApiImage image={image('chair')} />);
    const img = screen.getByRole('img');
    placeAt(img, 400);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(60);
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(99);
    });
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(200));
    expect(img).toHaveAttribute('data-lazy', 'shown');
  });

  it('leaves an image that is on screen at hydration as it is', () => {
    HTMLElement.prototype.getBoundingClientRect = () => ({
      top: 100,
      bottom: 400,
      left: 0,
      right: 400,
      width: 400,
      height: 300,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    });
    render(<ApiImage image={image('chair')} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-lazy', 'static');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
