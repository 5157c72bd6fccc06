// A viewport for tests of lazy images (jsdom lays nothing out and has no IntersectionObserver): every element's box
// stands at a chosen height in an 800 px high window, and the test says what share of an observed element is in view.
import { act } from '@testing-library/react';

type ObserverCallback = (
  entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>,
) => void;

export class FakeIntersectionObserver {
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
  /** The observed element is now `ratio` (0 to 1) in view. */
  see(ratio: number) {
    act(() => this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
  }
}

export const FAKE_WINDOW_HEIGHT = 800;

/** A 400 × 300 px box whose top edge is `top` px below the top of the window. */
export function boxAt(top: number): DOMRect {
  return { top, bottom: top + 300, left: 0, right: 400, width: 400, height: 300, x: 0, y: top, toJSON: () => ({}) };
}

/**
 * Installs the fake observer and puts every element at `top` (below the fold by default); returns the undo, for
 * afterEach. Timers are the test's business (lazy images wait 200 ms: use jest's fake timers).
 */
export function installFakeViewport(top = 2000): () => void {
  const originalObserver = window.IntersectionObserver;
  const originalRect = HTMLElement.prototype.getBoundingClientRect;
  const originalHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  Object.defineProperty(window, 'innerHeight', { value: FAKE_WINDOW_HEIGHT, configurable: true });
  HTMLElement.prototype.getBoundingClientRect = () => boxAt(top);
  return () => {
    window.IntersectionObserver = originalObserver;
    HTMLElement.prototype.getBoundingClientRect = originalRect;
    if (originalHeight) Object.defineProperty(window, 'innerHeight', originalHeight);
  };
}
