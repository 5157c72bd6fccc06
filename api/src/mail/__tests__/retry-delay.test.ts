// Back-off of failed notifications: each step doubles up to the maximum, and the jitter keeps every wait between
// half its step and the whole step.
import { retryDelayMs } from '../retry-delay';

const policy = { maxAttempts: 8, baseDelayMs: 1_000, maxDelayMs: 10_000 };

it('doubles per attempt up to the maximum, jittered within half of the step', () => {
  expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, policy, () => 0))).toEqual([
    500, 1_000, 2_000, 4_000, 5_000, 5_000,
  ]);
  expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, policy, () => 0.999_999))).toEqual([
    1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
  ]);
});

it('spreads the waits of processes that failed together', () => {
  const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, policy)));
  expect(waits.size).toBeGreaterThan(10);
  for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(2_000);
});
