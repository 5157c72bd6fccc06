// The staff tables on the engine under test: the sign-in back-off's growth and memory, the audit log's refusal of
// updates and its retention.
import path from 'node:path';
import { sql } from 'kysely';
import { openContentStore, type ContentStore } from '../../db';
import { createTestDatabase, type TestDatabase } from '../../__tests__/test-database';
import { listAudit, purgeAudit, recordAudit } from '../audit-log';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, blockedFor, clearFailures, recordFailure } from '../sign-in-limits';
import { staffDb, type StaffDb } from '../staff-tables';

let database: TestDatabase;
let store: ContentStore;
let db: StaffDb;

beforeAll(async () => {
  database = await createTestDatabase('empty');
  store = await openContentStore({
    databasePath: ':memory:',
    databaseUrl: database.url,
    fixturesDir: path.resolve(__dirname, '../../../fixtures'),
  });
  db = staffDb(store.db);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const start = new Date('2026-11-27T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('sign-in back-off', () => {
  it('blocks after the free failures, doubling the wait up to 15 minutes', async () => {
    const key = 'account:doubling@ergoforma.example';
    let time = 0;
    const waits: number[] = [];
    for (let failure = 1; failure <= 17; failure += 1) {
      await recordFailure(db, key, ACCOUNT_LIMIT, at(time));
      const wait = await blockedFor(db, [key], at(time));
      waits.push(wait / 1000);
      time += wait;
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('gives a client address more free failures, and forgets a key a day after its last failure', async () => {
    const key = 'address:203.0.113.9';
    for (let failure = 1; failure <= ADDRESS_LIMIT.freeFailures; failure += 1) {
      await recordFailure(db, key, ADDRESS_LIMIT, start);
    }
    expect(await blockedFor(db, [key], start)).toBe(0);
    await recordFailure(db, key, ADDRESS_LIMIT, start);
    expect(await blockedFor(db, [key], start)).toBe(1000);
    const nextDay = at(24 * 3_600_000 + 1);
    await recordFailure(db, key, ADDRESS_LIMIT, nextDay);
    expect(await blockedFor(db, [key], nextDay)).toBe(0);
    await clearFailures(db, key);
    expect(await db.selectFrom('staff_sign_in_limits').where('key', '=', key).selectAll().execute()).toEqual([]);
  });
});

describe('audit log', () => {
  it('refuses to change an entry, and removes entries past their retention', async () => {
    await recordAudit(db, at(-731 * 86_400_000), {
      action: 'sign_out',
      actor: { id: 1, email: 'old@ergoforma.example' },
    });
    await recordAudit(db, start, { action: 'sign_out', actor: { id: 1, email: 'old@ergoforma.example' } });
    const update = await sql`UPDATE staff_audit_log SET action = 'sign_in'`.execute(db).then(
      () => 'updated',
      (error: Error) => error.message,
    );
    expect(update).toBe('the audit log is append-only');
    const actions = await db.selectFrom('staff_audit_log').select('action').where('actor_id', '=', 1).execute();
    expect(actions).toEqual([{ action: 'sign_out' }, { action: 'sign_out' }]);
    expect(await purgeAudit(db, start, 730)).toBe(1);
    const { total, entries } = await listAudit(db, { actorId: 1, offset: 0, limit: 10 });
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      at: start.toISOString(),
      action: 'sign_out',
      actorEmail: 'old@ergoforma.example',
    });
  });
});
