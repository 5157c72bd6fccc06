import { renderHook } from '@testing-library/react';
import { useAfterHydrationEffect } from '../use-after-hydration-effect';

describe('useAfterHydrationEffect', () => {
  function setup() {
    const runs: string[] = [];
    const cleanups: string[] = [];
    const hook = renderHook(
      ({ path }: { path: string }) =>
        useAfterHydrationEffect(() => {
          runs.push(path);
          return () => {
            cleanups.push(path);
          };
        }, [path]),
      { initialProps: { path: '/' } },
    );
    return { runs, cleanups, ...hook };
  }

  it('does nothing on the first render: hydration matches what the server wrote', () => {
    const { runs } = setup();
    expect(runs).toEqual([]);
  });

  it('runs on every later change of its dependencies, and only then', () => {
    const { runs, rerender } = setup();
    rerender({ path: '/produkty' });
    rerender({ path: '/produkty' });
    rerender({ path: '/kontakt' });
    expect(runs).toEqual(['/produkty', '/kontakt']);
  });

  it("cleans up each run's effect before the next one and on unmount", () => {
    const { cleanups, rerender, unmount } = setup();
    rerender({ path: '/produkty' });
    rerender({ path: '/kontakt' });
    expect(cleanups).toEqual(['/produkty']);
    unmount();
    expect(cleanups).toEqual(['/produkty', '/kontakt']);
  });
});
