import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery, useOnMediaMatch } from '../use-media-query';

/** A matchMedia whose one query list the test switches on and off. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return {
    set(matches: boolean) {
      list.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery', () => {
  function Narrow() {
    return <p>{useMediaQuery('(max-width: 640px)') ? 'narrow' : 'wide'}</p>;
  }

  it('does not match on the server, so the first browser render agrees', () => {
    fakeMatchMedia(true);
    expect(renderToString(<Narrow />)).toBe('<p>wide</p>');
  });

  it('follows the query in the browser, and stops listening when unmounted', () => {
    const media = fakeMatchMedia(true);
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 640px)'));
    expect(result.current).toBe(true);
    media.set(false);
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});

describe('useOnMediaMatch', () => {
  it('calls back each time the query starts to match, not on mount nor when it stops', () => {
    const media = fakeMatchMedia(true);
    const onMatch = jest.fn();
    renderHook(() => useOnMediaMatch('(min-width: 1024px)', onMatch));
    expect(onMatch).not.toHaveBeenCalled();
    media.set(false);
    media.set(true);
    expect(onMatch).toHaveBeenCalledTimes(1);
  });
});
