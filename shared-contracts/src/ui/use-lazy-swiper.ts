// Swiper is not in a slider's first view (the front carousel, the product gallery): the server and the first client
// render draw Swiper's markup themselves, and Swiper is loaded and started on it at the visitor's first intent. A
// control used before Swiper runs is queued and acts once it does.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** What `start` makes: `main` is the Swiper the queued actions run on. */
export interface StartedSwiper {
  main: object;
}

export interface LazySwiperOptions<Module, Started extends StartedSwiper> {
  /** Whether there is anything to move (more than one slide); if not, an intent alone loads nothing. */
  movable: boolean;
  /** Imports the chunk that holds Swiper. */
  load(): Promise<Module>;
  /** Starts Swiper on the drawn markup; null when the markup is gone. */
  start(module: Module): Started | null;
  /** Undoes `start` (the slider leaves the page). */
  stop(started: Started): void;
}

export interface LazySwiper<Started extends StartedSwiper> {
  /** The visitor's intent to use the slider (pointer, touch, focus): loads and starts Swiper. */
  want(): void;
  /** Runs `action` on the running Swiper, or queues it and starts Swiper. */
  withSwiper(action: (swiper: Started['main']) => void): void;
  /** The running Swiper, if any (read in handlers and effects, not while rendering). */
  current(): Started['main'] | null;
  /** What `start` made, once it ran (state: a re-render follows). */
  started: Started | null;
}

export function useLazySwiper<Module, Started extends StartedSwiper>(
  options: LazySwiperOptions<Module, Started>,
): LazySwiper<Started> {
  type Instance = Started['main'];
  const [wanted, setWanted] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const running = useRef<Instance | null>(null);
  /** Actions asked for before Swiper ran; they run once it does. */
  const queued = useRef<Array<(swiper: Instance) => void>>([]);

  const load = useEffectEvent(() => options.load());
  const start = useEffectEvent((module: Module) => {
    const made = options.start(module);
    if (!made) return null;
    running.current = made.main;
    for (const action of queued.current.splice(0)) action(made.main);
    return made;
  });
  const stop = useEffectEvent((made: Started) => options.stop(made));

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    let made: Started | null = null;
    load().then(
      (module) => {
        if (cancelled) return;
        made = start(module);
        setStarted(made);
      },
      // The chunk did not load (offline): the next intent tries again.
      () => {
        queued.current = [];
        if (!cancelled) setWanted(false);
      },
    );
    return () => {
      cancelled = true;
      if (made) stop(made);
      running.current = null;
    };
  }, [wanted]);

  // The functions are stable, so effects that hold them (a keyboard listener) do not subscribe again on every render.
  const withSwiper = useCallback((action: (swiper: Instance) => void) => {
    if (running.current) {
      action(running.current);
      return;
    }
    queued.current.push(action);
    setWanted(true);
  }, []);

  const { movable } = options;
  const want = useCallback(() => {
    if (movable) setWanted(true);
  }, [movable]);
  const current = useCallback(() => running.current, []);
  return { want, withSwiper, current, started };
}
