// The outbox on SQLite: storing a submission queues its message in the same transaction; a claimed message is
// leased to one worker (another process on the same database file gets nothing until the lease runs out); failed
// messages can be re-queued; the counts feed the metrics and the outbox command.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '../sqlite/connection';
import { migrate } from '../migrations/migrate';
import { sqliteQueryDb } from '../query/connect';
import { DatabaseOutboxStore } from '../repository/outbox';
import { DatabaseSubmissionStore } from '../repository/submissions';
import type { NewSubmission } from '../submission-store';

const submission: NewSubmission = {
  form: 'client_question',
  fields: { name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true },
  clientIp: '198.51.100.1',
  userAgent: null,
  locale: 'pl',
  page: null,
};

let dir: string;
let first: Database;
let second: Database;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-outbox-'));
  first = openDatabase(path.join(dir, 'site.db'));
  await migrate({ db: sqliteQueryDb(first), engine: 'sqlite' });
  second = openDatabase(path.join(dir, 'site.db')); // a second API process on the same file
});
afterEach(async () => {
  first.close();
  second.close();
  await rm(dir, { recursive: true, force: true });
});

it('queues one message per stored submission, and none when the submission is not stored', async () => {
  const submissions = new DatabaseSubmissionStore(sqliteQueryDb(first));
  await submissions.insert(submission, []);
  await expect(
    submissions.insert(submission, [
      { field: 'nope', originalName: 'a', storedName: 'a', size: 1, detectedType: 'pdf', sha256: 'x' },
    ]),
  ).rejects.toHaveProperty('message', expect.stringContaining('CHECK constraint failed')); // a file row the schema refuses rolls the whole submission back, message included
  expect(await new DatabaseOutboxStore({ db: sqliteQueryDb(first), engine: 'sqlite' }).counts()).toEqual({
    queued: 1,
    sent: 0,
    failed: 0,
    oldestQueuedAt: expect.any(String),
  });
});

it('leases a claimed message to one process until the lease runs out', async () => {
  const submissions = new DatabaseSubmissionStore(sqliteQueryDb(first));
  await submissions.insert(submission, []);
  await submissions.insert(submission, []);
  const a = new DatabaseOutboxStore({ db: sqliteQueryDb(first), engine: 'sqlite' });
  const b = new DatabaseOutboxStore({ db: sqliteQueryDb(second), engine: 'sqlite' });
  const now = new Date();
  const claimedByA = await a.claimDue({ workerId: 'a', now, leaseMs: 60_000, limit: 10 });
  expect(claimedByA.map((message) => message.attempts)).toEqual([1, 1]);
  expect(await b.claimDue({ workerId: 'b', now, leaseMs: 60_000, limit: 10 })).toEqual([]);

  await a.markSent(claimedByA[0].id, now);
  const later = new Date(now.getTime() + 61_000); // a's lease on the second ran out: a died mid-send
  const claimedByB = await b.claimDue({ workerId: 'b', now: later, leaseMs: 60_000, limit: 10 });
  expect(claimedByB).toEqual([{ ...claimedByA[1], attempts: 2 }]);
  expect(await a.claimDue({ workerId: 'a', now: later, leaseMs: 60_000, limit: 10 })).toEqual([]);
});

it('does not claim a message before its next attempt; re-queues failed ones with a fresh count', async () => {
  await new DatabaseSubmissionStore(sqliteQueryDb(first)).insert(submission, []);
  const outbox = new DatabaseOutboxStore({ db: sqliteQueryDb(first), engine: 'sqlite' });
  const now = new Date();
  const [message] = await outbox.claimDue({ workerId: 'a', now, leaseMs: 60_000, limit: 10 });
  await outbox.scheduleRetry(message.id, new Date(now.getTime() + 30_000), 'ECONNREFUSED');
  expect(await outbox.claimDue({ workerId: 'a', now, leaseMs: 60_000, limit: 10 })).toEqual([]);
  const [again] = await outbox.claimDue({
    workerId: 'a',
    now: new Date(now.getTime() + 30_000),
    leaseMs: 60_000,
    limit: 10,
  });
  await outbox.markFailed(again.id, '550 Mailbox unavailable');
  expect(await outbox.list('failed')).toEqual([
    expect.objectContaining({
      id: message.id,
      form: 'client_question',
      attempts: 2,
      lastError: '550 Mailbox unavailable',
    }),
  ]);
  expect(await outbox.requeueFailed(now)).toBe(1);
  expect(await outbox.list('queued')).toEqual([expect.objectContaining({ attempts: 0 })]);
  expect(await outbox.requeueFailed(now)).toBe(0);
});
