// The command that lists stored submissions (api/src/cli/list-submissions.ts).
import path from 'node:path';
import { main } from '../../cli/list-submissions';
import {
  applicationForm,
  BUILD_TIMEOUT_MS,
  createFormTestApp,
  file,
  SAMPLE_FILES,
  type FormTestApp,
} from './form-test-app';

let t: FormTestApp;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  t = await createFormTestApp();
  env = { DATABASE_PATH: t.databasePath, DATABASE_URL: t.databaseUrl };
  await t.postJson('/api/client_questions', {
    name: 'Ewa Łęcka',
    email: 'ewa@example.pl',
    message: 'Pytanie',
    consent: true,
  });
  await t.postForm(
    '/api/form_entries/job_application',
    applicationForm({}, { cv: file(SAMPLE_FILES.png, 'skan CV.png') }),
  );
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

async function run(...argv: string[]): Promise<string> {
  let output = '';
  await main(argv, env, (text) => {
    output += text;
  });
  return output;
}

it('prints the submissions newest first, with the sender and the stored path of each file', async () => {
  const lines = (await run()).trimEnd().split('\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(
    /^#2 {2}\d{4}-\d\d-\d\dT\S+ {2}job_application {2}Zażółć Gęślą-Jaźń <kandydat@example\.pl> {2}\[pl, 127\.0\.0\.1\]$/,
  );
  const uploads = path.join(path.dirname(t.databasePath), 'uploads');
  expect(lines[1]).toMatch(
    new RegExp(
      `^ {4}cv: skan CV\\.png \\(png, 0\\.1 kB\\) -> ${uploads.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/[0-9a-f-]{36}\\.png$`,
    ),
  );
  expect(lines[2]).toMatch(/^#1 .* client_question {2}Ewa Łęcka <ewa@example\.pl>/);
});

it('filters by form and prints JSON', async () => {
  const records = JSON.parse(await run('--json', '--form', 'job_application')) as Array<{
    id: number;
    form: string;
    fields: object;
    files: Array<{ storedPath: string; sha256: string }>;
  }>;
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ id: 2, form: 'job_application', fields: { firstName: 'Zażółć', consent: true } });
  expect(records[0]?.files[0]?.storedPath).toMatch(/uploads\/[0-9a-f-]{36}\.png$/);
  expect(await run('--form=cooperation_request')).toBe('No submissions.\n');
});

it('refuses an unknown form or argument, and a missing database', async () => {
  await expect(run('--form', 'newsletter')).rejects.toThrow(/Unknown form "newsletter"/);
  await expect(run('--all')).rejects.toThrow(/Unknown argument "--all"/);
  env = { DATABASE_PATH: path.join(t.dir, 'missing.db') };
  await expect(run()).rejects.toThrow(/No database at/);
  env = { DATABASE_PATH: t.databasePath, DATABASE_URL: t.databaseUrl };
});
