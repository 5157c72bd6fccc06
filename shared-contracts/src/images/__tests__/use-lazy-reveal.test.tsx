// The lazy reveal of every picture of the site, the content remote's and the catalogue's alike
// (docs/behaviour.md#lazy-images).
import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { boxAt, FakeIntersectionObserver, installFakeViewport } from '../../testing';
import { useLazyReveal } from '../use-lazy-reveal';

function LazyPicture({ lazy = true }: { lazy?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  const reveal = useLazyReveal(ref, lazy);
  return <img ref={ref} src="/media/chair.jpg" alt="Chair" data-lazy={reveal} />;
}

describe('useLazyReveal', () => {
  let uninstall: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    uninstall = installFakeViewport(2000); // below the fold
  });
  afterEach(() => {
    jest.useRealTimers();
    uninstall();
  });

  it('leaves the server HTML as it is: nothing is held back before the page runs', () => {
    expect(renderToString(<LazyPicture />)).toContain('data-lazy="static"');
  });

  it('holds a picture below the fold back until 15 % of it has been visible for 200 ms', () => {
    render(<LazyPicture />);
    const img = screen.getByRole('img', { name: 'Chair' });
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.threshold).toBe(0.15);
    expect(observer.observed).toEqual([img]);

    observer.see(0.15);
    act(() => jest.advanceTimersByTime(199));
    expect(img).toHaveAttribute('data-lazy', 'waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(img).toHaveAttribute('data-lazy', 'shown');
    expect(observer.disconnected).toBe(true);
  });

  it('does not reveal a picture scrolled past within the 200 ms', () => {
    render(<LazyPicture />);
    const [observer] = FakeIntersectionObserver.instances;
    observer.see(0.5);
    act(() => jest.advanceTimersByTime(150));
    observer.see(0);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('img')).toHaveAttribute('data-lazy', 'waiting');
  });

  it('checks again 100 ms after the window stops resizing', () => {
    render(<LazyPicture />);
    const img = screen.getByRole('img');
    img.getBoundingClientRect = () => boxAt(400); // the resize brought it into view
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

  it('leaves a picture that is on screen when the page hydrates as it is', () => {
    uninstall();
    uninstall = installFakeViewport(100);
    render(<LazyPicture />);
    expect(screen.getByRole('img')).toHaveAttribute('data-lazy', 'static');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('never holds back a picture that is not lazy (the first, largest one of a page)', () => {
    render(<LazyPicture lazy={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-lazy', 'static');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
