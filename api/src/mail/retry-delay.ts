// When a failed notification is tried again: exponential back-off (base, 2 x base, 4 x base, ... up to max) with
// "equal jitter": half of the delay is fixed, the other half random, so replicas that failed together do not
// retry together, yet no retry comes sooner than half its step.
export interface RetryPolicy {
  /** Attempts before a message is a dead letter (marked failed). */
  maxAttempts: number;
  /** Delay after the first failed attempt. */
  baseDelayMs: number;
  /** No delay is longer than this. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** The wait after failed attempt number `attempts` (1 for the first); `random` is in [0, 1). */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
