// Through the shell, a visitor cannot pick the address the API limits and records: posts with a new invented
// X-Forwarded-For each time still get 429 after the form limit, and the stored submissions carry the address the
// shell saw. A job application whose upload stalls is cut off by the shell's idle timeout, and the API removes the
// part of the file it had received. A second API (own database and uploads folder, form limit 3) and a second
// shell run for this, so the shared site is not disturbed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const API_PORT = 4103;
const SHELL_PORT = 3103;
const SHELL = `http://localhost:${SHELL_PORT}`;
const FORM_LIMIT = 3;
const SHELL_IDLE_TIMEOUT_MS = 1_500;

const varDir = mkdtempSync(path.join(tmpdir(), 'ef-proxy-hops-'));
const uploadsDir = path.join(varDir, 'uploads');
const apiEnvironment = {
  ...process.env,
  PORT: String(API_PORT),
  DATABASE_PATH: path.join(varDir, 'site.db'),
  UPLOADS_DIR: uploadsDir,
  FORM_RATE_LIMIT_MAX: String(FORM_LIMIT),
  LOG_LEVEL: 'warn',
};

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = async (url: string) => (await fetch(url).catch(() => null))?.ok === true;

let api: ChildProcess;
let shell: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], { env: apiEnvironment, stdio: 'ignore' });
  await until(() => healthy(`http://localhost:${API_PORT}/healthz`), 'the second API');
  shell = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(SHELL_PORT),
      API_URL: `http://localhost:${API_PORT}`,
      IDLE_TIMEOUT_MS: String(SHELL_IDLE_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await until(() => healthy(`${SHELL}/healthz`), 'the second shell');
});

test.afterAll(() => {
  shell?.kill();
  api?.kill();
});

test('a stalled upload through the shell is cut off, and its temporary file removed', async () => {
  const socket = connect(SHELL_PORT, '127.0.0.1');
  const boundary = 'ef-stall';
  socket.write(
    [
      'POST /api/form_entries/job_application HTTP/1.1',
      'Host: localhost',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${5 * 1024 * 1024}`,
      '',
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${'x'.repeat(256 * 1024)}`,
    ].join('\r\n'),
  );
  const started = Date.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  socket.on('error', () => undefined);
  const temporaries = () => readdirSync(uploadsDir).filter((name) => name.startsWith('.incoming-'));
  await until(() => temporaries().length > 0, 'the upload to reach the API');
  expect(await closed).toBeLessThan(SHELL_IDLE_TIMEOUT_MS + 5_000);
  await until(() => temporaries().length === 0, 'the temporary file to be removed');
  expect(readdirSync(uploadsDir)).toEqual([]);
});

test('a visitor cannot dodge the form limit with an invented X-Forwarded-For', async () => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= FORM_LIMIT + 3; attempt += 1) {
    const response = await fetch(`${SHELL}/api/client_questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
      body: JSON.stringify({ name: 'Ewa', email: 'ewa@example.pl', message: `Pytanie ${attempt}`, consent: true }),
    });
    statuses.push(response.status);
  }
  // Every post counts against one address (a stalled upload of the other test may have counted too).
  const accepted = statuses.indexOf(429);
  expect(accepted).toBeGreaterThan(0);
  expect(accepted).toBeLessThanOrEqual(FORM_LIMIT);
  expect(statuses).toEqual([
    ...Array<number>(accepted).fill(201),
    ...Array<number>(statuses.length - accepted).fill(429),
  ]);

  const listed = execFileSync(process.execPath, [path.join(ROOT, 'api/dist/cli/list-submissions.js'), '--json'], {
    env: apiEnvironment,
  }).toString();
  const submissions = JSON.parse(listed) as Array<{ clientIp: string }>;
  expect(submissions.length).toBeGreaterThanOrEqual(accepted);
  for (const { clientIp } of submissions) expect(clientIp).not.toContain('203.0.113.');
});
