// The catalogue's pictures get the same lazy reveal as the content remote's (docs/behaviour.md#lazy-images).
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ResponsiveImage } from '../responsive-image';

type ObserverCallback = (
  entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>,
) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(
    readonly callback: ObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  see(ratio: number) {
    act(() => this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
  }
}

const image = { url: '/media/products/aruba.jpg', width: 800, height: 600 };

describe('ResponsiveImage', () => {
  const originalObserver = window.IntersectionObserver;
  const originalRect = HTMLElement.prototype.getBoundingClientRect;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    // Below the fold.
    HTMLElement.prototype.getBoundingClientRect = () =>
      ({ top: 2000, bottom: 2300, left: 0, right: 400, width: 400, height: 300 }) as DOMRect;
  });
  afterEach(() => {
    jest.useRealTimers();
    window.IntersectionObserver = originalObserver;
    HTMLElement.prototype.getBoundingClientRect = originalRect;
  });

  it('is in the server HTML with its address, lazy and not hidden', () => {
    const html = renderToString(<ResponsiveImage image={image} alt="Aruba" />);
    expect(html).toContain('src="/media/products/aruba.jpg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('data-lazy="static"');
  });

  it('below the fold, waits hidden until 15 % of it has been visible for 200 ms', () => {
    render(<ResponsiveImage image={image} alt="Aruba" />);
    const img = screen.getByRole('img', { name: 'Aruba' });
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.threshold).toBe(0.15);

    observer.see(0.15);
    act(() => jest.advanceTimersByTime(199));
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(img).toHaveAttribute('data-lazy', 'shown');
  });

  it('is not revealed when it leaves the viewport within the 200 ms', () => {
    render(<ResponsiveImage image={image} alt="Aruba" />);
    const [observer] = FakeIntersectionObserver.instances;
    observer.see(0.5);
    act(() => jest.advanceTimersByTime(100));
    observer.see(0);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('img', { name: 'Aruba' })).toHaveAttribute('data-lazy', 'waiting');
  });

  it('the first picture of a page (priority) loads at once and is never held back', () => {
    render(<ResponsiveImage image={image} alt="Aruba" priority />);
    const img = screen.getByRole('img', { name: 'Aruba' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('data-lazy');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
