import { MIN_FETCH_DELAY_MS, withMinimumDelay } from '../minimum-delay';

describe('withMinimumDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = <T>(promise: Promise<T>) => {
    const state = { done: false, value: undefined as T | undefined, error: undefined as unknown };
    promise.then(
      (value) => Object.assign(state, { done: true, value }),
      (error: unknown) => Object.assign(state, { done: true, error }),
    );
    return state;
  };

  it('holds a fast answer until 200 ms have passed', async () => {
    expect(MIN_FETCH_DELAY_MS).toBe(200);
    const state = settled(withMinimumDelay(Promise.resolve('products')));
    await jest.advanceTimersByTimeAsync(199);
    expect(state.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state).toMatchObject({ done: true, value: 'products' });
  });

  it('adds nothing to a slow answer', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 500));
    const state = settled(withMinimumDelay(slow));
    await jest.advanceTimersByTimeAsync(500);
    expect(state).toMatchObject({ done: true, value: 'late' });
  });

  it('passes a failure on, also not before 200 ms', async () => {
    const failure = new Error('offline');
    const state = settled(withMinimumDelay(Promise.reject(failure)));
    await jest.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(state).toMatchObject({ done: true, error: failure });
  });
});
