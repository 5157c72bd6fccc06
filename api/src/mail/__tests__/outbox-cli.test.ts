// The outbox command (api/src/cli/outbox.ts): counts and messages with their status, attempts and last error, and
// re-queueing of failed messages, which the API then sends.
import { main } from '../../cli/outbox';
import { BUILD_TIMEOUT_MS, createFormTestApp, type FormTestApp } from '../../forms/__tests__/form-test-app';

let t: FormTestApp;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  t = await createFormTestApp(); // no mail server: the messages stay queued
  env = { DATABASE_PATH: t.databasePath, DATABASE_URL: t.databaseUrl };
  const question = { name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true };
  await t.postJson('/api/client_questions', question);
  await t.postJson('/api/client_questions', question);
  await t.query("UPDATE mail_outbox SET status = 'failed', attempts = 8, last_error = '550 No such user' WHERE id = 1");
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

async function run(...argv: string[]): Promise<string> {
  let output = '';
  await main(argv, env, (text) => {
    output += text;
  });
  return output;
}

it('prints the counts, then each message with its status, attempts and last error', async () => {
  const lines = (await run()).trimEnd().split('\n');
  expect(lines[0]).toMatch(/^queued 1, sent 0, failed 1; oldest queued since \d{4}-/);
  expect(lines[1]).toMatch(/^#2 queued client_question \(submission 2\), created .*, 0 attempt\(s\), next attempt /);
  expect(lines[2]).toMatch(/^#1 failed client_question \(submission 1\), created .*, 8 attempt\(s\), dead letter$/);
  expect(lines[3]).toBe('    last error: 550 No such user');
  expect(JSON.parse(await run('--status', 'failed', '--json'))).toEqual([
    expect.objectContaining({ id: 1, status: 'failed', attempts: 8 }),
  ]);
});

it('re-queues failed messages with a fresh count of attempts', async () => {
  expect(await run('requeue', '1')).toBe('1 failed message(s) queued again.\n');
  expect(await run('requeue')).toBe('0 failed message(s) queued again.\n');
  expect((await run()).split('\n')[0]).toMatch(/^queued 2, sent 0, failed 0/);
});

it('refuses unknown arguments and ids', async () => {
  await expect(run('--status', 'lost')).rejects.toThrow('Unknown status "lost"');
  await expect(run('requeue', 'abc')).rejects.toThrow('Not a message id: "abc"');
});
