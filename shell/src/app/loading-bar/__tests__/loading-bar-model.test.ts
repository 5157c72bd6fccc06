import {
  INITIAL_LOADING_BAR,
  LOADER_DURATION_MS,
  LOADER_HIDE_DELAY_MS,
  LOADER_TICK_MS,
  LoadingBarController,
  type LoadingBarState,
} from '../loading-bar-model';

// The loading bar (docs/behaviour.md#page-loading): 0 to 100 %, start/pause/resume/finish (hides after 0.3 s)/fail;
// 1000 ms, 100 ms tick.
describe('LoadingBarController', () => {
  let bar: LoadingBarController;

  beforeEach(() => {
    jest.useFakeTimers();
    bar = new LoadingBarController();
  });

  afterEach(() => {
    bar.dispose();
    jest.useRealTimers();
  });

  it('uses the documented constants: 1000 ms duration, 100 ms tick, hides 300 ms after finishing', () => {
    expect(LOADER_DURATION_MS).toBe(1000);
    expect(LOADER_TICK_MS).toBe(100);
    expect(LOADER_HIDE_DELAY_MS).toBe(300);
  });

  it('is hidden at 0 % before anything happens', () => {
    expect(bar.current).toEqual({ visible: false, percent: 0, failed: false, running: false });
    expect(bar.current).toEqual(INITIAL_LOADING_BAR);
  });

  it('a late resume after finishing does not restart the bar', () => {
    bar.start();
    bar.finish();
    bar.resume();
    expect(bar.current.percent).toBe(100);
    jest.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    expect(bar.current.visible).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(bar.current).toEqual(INITIAL_LOADING_BAR);
  });

  it('start shows the bar at 0 % and running', () => {
    bar.start();
    expect(bar.current).toEqual({ visible: true, percent: 0, failed: false, running: true });
  });

  it('progresses once per 100 ms tick and not in between', () => {
    bar.start();
    jest.advanceTimersByTime(99);
    expect(bar.current.percent).toBe(0);
    jest.advanceTimersByTime(1);
    expect(bar.current.percent).toBeCloseTo(10);
    jest.advanceTimersByTime(100);
    expect(bar.current.percent).toBeCloseTo(20);
  });

  it('progresses toward the cap over the default 1000 ms, never reaching 100 % on its own', () => {
    bar.start();
    const seen: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      jest.advanceTimersByTime(LOADER_TICK_MS);
      seen.push(bar.current.percent);
    }
    // Strictly increasing, 10 % per tick with a 1000 ms duration.
    seen.forEach((percent, i) => expect(percent).toBeCloseTo((i + 1) * 10));
    jest.advanceTimersByTime(10_000);
    const capped = bar.current.percent;
    expect(capped).toBeGreaterThanOrEqual(90);
    expect(capped).toBeLessThan(100);
    jest.advanceTimersByTime(10_000);
    expect(bar.current.percent).toBe(capped);
    expect(bar.current.visible).toBe(true);
  });

  it('a longer duration progresses more slowly', () => {
    const slow = new LoadingBarController(2000);
    slow.start();
    jest.advanceTimersByTime(500);
    expect(slow.current.percent).toBeCloseTo(25);
    slow.dispose();
  });

  it('pause stops the progress and resume continues from where it stopped', () => {
    bar.start();
    jest.advanceTimersByTime(300);
    bar.pause();
    expect(bar.current).toMatchObject({ visible: true, running: false });
    const paused = bar.current.percent;
    expect(paused).toBeCloseTo(30);
    jest.advanceTimersByTime(2000);
    expect(bar.current.percent).toBe(paused);

    bar.resume();
    expect(bar.current.running).toBe(true);
    expect(bar.current.percent).toBe(paused);
    jest.advanceTimersByTime(200);
    expect(bar.current.percent).toBeCloseTo(50);
  });

  it('resume does nothing when the bar is not visible', () => {
    bar.resume();
    jest.advanceTimersByTime(1000);
    expect(bar.current).toEqual(INITIAL_LOADING_BAR);
  });

  it('resume while already running does not double the speed', () => {
    bar.start();
    bar.resume();
    jest.advanceTimersByTime(200);
    expect(bar.current.percent).toBeCloseTo(20);
  });

  it('finish jumps to 100 %, stays visible, and hides after 300 ms', () => {
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    expect(bar.current).toEqual({ visible: true, percent: 100, failed: false, running: false });
    jest.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1);
    expect(bar.current.visible).toBe(true);
    expect(bar.current.percent).toBe(100);
    jest.advanceTimersByTime(1);
    expect(bar.current).toEqual(INITIAL_LOADING_BAR);
  });

  it('finish stops the ticking (percent stays at 100 % until hidden)', () => {
    bar.start();
    bar.finish();
    jest.advanceTimersByTime(250);
    expect(bar.current.percent).toBe(100);
  });

  it('fail sets the failed flag, completes the bar and hides it after 300 ms', () => {
    bar.start();
    jest.advanceTimersByTime(200);
    bar.fail();
    expect(bar.current).toMatchObject({ visible: true, percent: 100, failed: true, running: false });
    jest.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    expect(bar.current.visible).toBe(false);
    expect(bar.current.failed).toBe(true);
  });

  it('start after a failure clears the failed flag', () => {
    bar.start();
    bar.fail();
    jest.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    bar.start();
    expect(bar.current).toEqual({ visible: true, percent: 0, failed: false, running: true });
  });

  it('start during the hide delay cancels the pending hide', () => {
    bar.start();
    bar.finish();
    jest.advanceTimersByTime(200);
    bar.start();
    jest.advanceTimersByTime(200); // past the old hide moment
    expect(bar.current.visible).toBe(true);
    expect(bar.current.percent).toBeCloseTo(20);
  });

  it('finish when the bar is not visible does nothing', () => {
    const listener = jest.fn();
    bar.subscribe(listener);
    bar.finish();
    expect(bar.current).toEqual(INITIAL_LOADING_BAR);
    expect(listener).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('notifies subscribers of every state change and stops after unsubscribe', () => {
    const states: LoadingBarState[] = [];
    const off = bar.subscribe((state) => states.push(state));
    bar.start();
    jest.advanceTimersByTime(100);
    expect(states.map((state) => state.percent)).toEqual([0, expect.closeTo(10)]);
    off();
    jest.advanceTimersByTime(100);
    expect(states).toHaveLength(2);
  });

  it('dispose stops all timers', () => {
    bar.start();
    bar.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });
});
