// The page-load indicator (docs/behaviour.md#page-loading): 0 to 100 percent; start, pause, resume, finish (hides after
// 0.3 s), fail. Default duration 1000 ms, tick 100 ms.

export const LOADER_DURATION_MS = 1000;
export const LOADER_TICK_MS = 100;
export const LOADER_HIDE_DELAY_MS = 300;
/** Progress waits here until the load really finishes. */
const PROGRESS_CAP = 95;

export interface LoadingBarState {
  visible: boolean;
  percent: number;
  failed: boolean;
  running: boolean;
}

export const INITIAL_LOADING_BAR: LoadingBarState = { visible: false, percent: 0, failed: false, running: false };

type Listener = (state: LoadingBarState) => void;

/** Drives the bar with timers; the component only renders its state. */
export class LoadingBarController {
  private state: LoadingBarState = INITIAL_LOADING_BAR;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly durationMs = LOADER_DURATION_MS) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get current(): LoadingBarState {
    return this.state;
  }

  start(): void {
    this.clearHide();
    this.set({ visible: true, percent: 0, failed: false, running: true });
    this.startTicking();
  }

  pause(): void {
    this.stopTicking();
    this.set({ ...this.state, running: false });
  }

  resume(): void {
    // Nothing to resume when hidden, already running, or ending (100 % and waiting to hide).
    if (!this.state.visible || this.state.running || this.hideTimer) return;
    this.set({ ...this.state, running: true });
    this.startTicking();
  }

  finish(): void {
    if (!this.state.visible) return;
    this.end(false);
  }

  fail(): void {
    this.end(true);
  }

  dispose(): void {
    this.stopTicking();
    this.clearHide();
    this.listeners.clear();
  }

  private end(failed: boolean): void {
    this.stopTicking();
    this.set({ visible: true, percent: 100, failed, running: false });
    this.clearHide();
    this.hideTimer = setTimeout(() => this.set({ ...INITIAL_LOADING_BAR, failed }), LOADER_HIDE_DELAY_MS);
  }

  private startTicking(): void {
    this.stopTicking();
    const step = (100 * LOADER_TICK_MS) / this.durationMs;
    this.tickTimer = setInterval(() => {
      this.set({ ...this.state, percent: Math.min(PROGRESS_CAP, this.state.percent + step) });
    }, LOADER_TICK_MS);
  }

  private stopTicking(): void {
    if (this.tickTimer) clearInterval(this.tickTimer);
    this.tickTimer = null;
  }

  private clearHide(): void {
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.hideTimer = null;
  }

  private set(state: LoadingBarState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
