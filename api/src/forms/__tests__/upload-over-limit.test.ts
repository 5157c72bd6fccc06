// An upload over the size limit is answered 413 as soon as the limit is passed, and the connection is closed, even
// while the client is still sending (a chunked body has no length to refuse up front): the rest of the file must not
// keep the connection until a timeout. Runs on a real socket (port 0).
import { connect, type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { BUILD_TIMEOUT_MS } from './form-test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ formRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

it('answers 413 to an oversized chunked upload while it is still coming, and closes the connection', async () => {
  const boundary = 'ef-chunked';
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined); // the server closes while this side still writes
  const closed = new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(true));
    setTimeout(() => resolve(false), 10_000);
  });
  const frame = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
  socket.write(
    'POST /api/form_entries/job_application HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n` +
      frame(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      ),
  );
  // 11 MB of the file, and then nothing: no end of the part, no final chunk.
  const chunk = frame('x'.repeat(256 * 1024));
  for (let sent = 0; sent < 11 * 1024 * 1024 && !socket.destroyed; sent += 256 * 1024) {
    if (!socket.write(chunk))
      await new Promise((resolve) => {
        socket.once('drain', resolve);
        socket.once('close', resolve);
      });
  }
  const wasClosed = await closed;
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(wasClosed).toBe(true);
});
