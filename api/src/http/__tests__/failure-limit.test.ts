import { FailureLimit } from '../failure-limit';

it('locks an address out after its failures until the window ends, and forgets the oldest when full', () => {
  let now = 0;
  const limit = new FailureLimit({ max: 2, windowMs: 1000, maxAddresses: 2, now: () => now });
  limit.recordFailure('a');
  expect(limit.lockedFor('a')).toBe(0);
  limit.recordFailure('a');
  now = 400;
  expect(limit.lockedFor('a')).toBe(600);
  now = 1000;
  expect(limit.lockedFor('a')).toBe(0);

  limit.recordFailure('a');
  limit.recordFailure('a');
  limit.recordFailure('b');
  limit.recordFailure('c'); // full: 'a', the oldest, goes
  expect(limit.lockedFor('a')).toBe(0);
});
