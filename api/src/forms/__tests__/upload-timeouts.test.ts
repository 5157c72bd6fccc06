// A job application whose upload stalls (or trickles) is cut off by the server's timeouts, and the part of the
// file it had received is removed: nothing stays open, nothing stays on disk. Runs on a real socket (port 0).
import { connect, type AddressInfo, type Socket } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { BUILD_TIMEOUT_MS } from './form-test-app';

const BOUNDARY = 'ef-test-boundary';
const TIMEOUTS = { requestMs: 3_000, headersMs: 2_000, idleMs: 1_000, keepAliveMs: 1_000 };

let t: TestApp;
let port: number;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp({ timeouts: TIMEOUTS, formRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  uploadsDir = path.join(t.dir, 'uploads');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

/** Sends the headers of a 5 MB upload and the start of its file, then only what `trickle` says. */
function startUpload(): Socket {
  const socket = connect(port, '127.0.0.1');
  const head = [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="cv"; filename="cv.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 ',
  ].join('\r\n');
  socket.write(
    [
      'POST /api/form_entries/job_application HTTP/1.1',
      'Host: localhost',
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${5 * 1024 * 1024}`,
      '',
      head + 'x'.repeat(64 * 1024),
    ].join('\r\n'),
  );
  return socket;
}

/** Resolves with how long the server took to close the connection, and what it answered. */
function closed(socket: Socket): Promise<{ afterMs: number; answer: string }> {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  return new Promise((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - started, answer }));
    socket.on('error', () => undefined);
  });
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const temporaries = async () => (await readdir(uploadsDir)).filter((name) => name.startsWith('.incoming-'));

it('closes a stalled upload after the idle timeout and removes its temporary file', async () => {
  const socket = startUpload();
  const end = closed(socket);
  await until(async () => (await temporaries()).length > 0);
  const { afterMs } = await end;
  expect(afterMs).toBeLessThan(TIMEOUTS.idleMs + 2_000);
  await until(async () => (await temporaries()).length === 0);
  expect(await readdir(uploadsDir)).toEqual([]);
});

it('closes an upload that keeps trickling after the request timeout, with 408, and removes its file', async () => {
  const socket = startUpload();
  const end = closed(socket);
  const trickle = setInterval(() => socket.writable && socket.write('y'.repeat(100)), 200);
  try {
    const { afterMs, answer } = await end;
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 500);
    expect(afterMs).toBeLessThan(TIMEOUTS.requestMs + 2_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  } finally {
    clearInterval(trickle);
  }
  await until(async () => (await temporaries()).length === 0);
  expect(await readdir(uploadsDir)).toEqual([]);
});
