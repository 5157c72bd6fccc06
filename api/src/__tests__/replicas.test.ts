// Two API processes on one PostgreSQL database, as behind a load balancer: they start at the same moment (one loads
// the content, the other finds it loaded), share form submissions and the form limit, and report the same content
// version. Runs the built API (npm run build -w api) when the tests run on PostgreSQL (DATABASE_URL).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../app';
import { readContentFixtures } from '../db/fixtures/reader';
import { main as listSubmissions } from '../cli/list-submissions';
import { SAMPLE_FILES } from '../forms/__tests__/form-test-app';
import { sharedMediaDir } from '../media/shared-media-cache';
import { MAIN, startReplica, type Replica } from './built-api';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './test-database';

const FIXTURES = path.join(API_ROOT, 'fixtures');
const FORM_LIMIT = 4;

const describeOnPostgres = TEST_ENGINE === 'PostgreSQL' ? describe : describe.skip;

describeOnPostgres('two API replicas on one database', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let replicas: Replica[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w api first`);
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-shared-uploads-'));
    const env = {
      DATABASE_URL: database.url ?? '',
      MEDIA_DIR: await sharedMediaDir(FIXTURES),
      UPLOADS_DIR: uploadsDir,
      FORM_RATE_LIMIT_MAX: String(FORM_LIMIT),
    };
    replicas = await Promise.all([startReplica(env), startReplica(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      replicas.map(
        (replica) =>
          new Promise((resolve) => {
            replica.process.once('exit', resolve);
            replica.process.kill('SIGTERM');
          }),
      ),
    );
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const [a, b] = [0, 1].map((index) => () => {
    const replica = replicas[index];
    if (!replica) throw new Error('replica not started');
    return replica;
  });

  it('load the content once when they start together', () => {
    const loads = replicas.filter((replica) => replica.content !== null);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.content).toMatchObject({ products: readContentFixtures(FIXTURES).products.length });
  });

  it('report the same content version, the one of the seeded database', async () => {
    const versions = await Promise.all(
      [a(), b()].map(
        async (replica) =>
          ((await (await fetch(`${replica.base}/api/content_version`)).json()) as { version: string }).version,
      ),
    );
    expect(versions).toEqual(['1', '1']);
  });

  it('share the submissions: one list, with the files in the shared uploads folder', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.pl',
      phone: '+48 600 100 200',
      position: 'Tapicer',
      consent: 'true',
    }))
      form.append(name, value);
    form.append('cv', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'cv.pdf');
    const viaA = await fetch(`${a().base}/api/form_entries/job_application`, { method: 'POST', body: form });
    expect(viaA.status).toBe(201);
    const viaB = await fetch(`${b().base}/api/client_questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true }),
    });
    expect(viaB.status).toBe(201);

    let output = '';
    await listSubmissions(['--json'], { DATABASE_URL: database.url, UPLOADS_DIR: uploadsDir }, (text) => {
      output += text;
    });
    const listed = JSON.parse(output) as Array<{ form: string; files: Array<{ storedName: string }> }>;
    expect(listed.map((submission) => submission.form)).toEqual(['client_question', 'job_application']);
    expect(await readdir(uploadsDir)).toEqual([listed[1]?.files[0]?.storedName]);
  });

  it('count the form limit across both', async () => {
    // Two submissions so far; the limit is FORM_LIMIT per address for all replicas together.
    const post = (replica: Replica) =>
      fetch(`${replica.base}/api/client_questions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ewa', email: 'ewa@example.pl', message: 'Jeszcze', consent: true }),
      });
    expect((await post(a())).status).toBe(201);
    expect((await post(b())).status).toBe(201);
    expect((await post(a())).status).toBe(429);
    expect((await post(b())).status).toBe(429);
  });
});
