// The development mail catcher of `npm start`: maildev catches the API's form e-mails on smtp://127.0.0.1:1025, and
// its web view and HTTP API (every caught e-mail) are served at http://localhost:1080 through a guard in front.
//
// Why the guard: maildev's web server answers every origin with credentials allowed (and has no option to narrow
// it), so any page a developer visits could read the caught e-mails. The guard forwards only requests addressed to
// the catcher itself (its Host: no DNS rebinding) and coming from its own pages (no foreign Origin), and drops
// maildev's CORS headers, so no other origin can read an answer.
import http from 'node:http';
import net from 'node:net';
import { MailDev } from 'maildev';

const SMTP_PORT = 1025;
const WEB_PORT = 1080;
/** maildev's own web server, reachable only through the guard. */
const INNER_WEB_PORT = 1081;
const HOST = '127.0.0.1';

const OWN_HOSTS = new Set([`localhost:${WEB_PORT}`, `127.0.0.1:${WEB_PORT}`]);
const OWN_ORIGINS = new Set([...OWN_HOSTS].map((host) => `http://${host}`));

/** @param {http.IncomingHttpHeaders} headers */
function isOwnRequest(headers) {
  const origin = headers.origin;
  return OWN_HOSTS.has(headers.host ?? '') && (origin === undefined || OWN_ORIGINS.has(origin));
}

/** @param {http.IncomingHttpHeaders} headers */
function withoutCors(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')));
}

const maildev = new MailDev({
  smtp: SMTP_PORT,
  ip: HOST,
  web: INNER_WEB_PORT,
  webIp: HOST,
  silent: true,
});
await maildev.start();

const guard = http.createServer((request, response) => {
  if (!isOwnRequest(request.headers)) {
    response.writeHead(403, { 'content-type': 'text/plain' }).end('Only the mail catcher itself may read it\n');
    request.resume();
    return;
  }
  const inner = http.request(
    { host: HOST, port: INNER_WEB_PORT, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, withoutCors(answer.headers));
      answer.pipe(response);
    },
  );
  inner.on('error', () => response.destroy());
  request.pipe(inner);
});

// The web view's live updates (socket.io over WebSocket): the same checks, then the raw connection is passed on.
guard.on('upgrade', (request, socket, head) => {
  if (!isOwnRequest(request.headers)) {
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    return;
  }
  const inner = net.connect(INNER_WEB_PORT, HOST, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let index = 0; index < request.rawHeaders.length; index += 2)
      lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
    inner.write(`${lines.join('\r\n')}\r\n\r\n`);
    inner.write(head);
    socket.pipe(inner).pipe(socket);
  });
  inner.on('error', () => socket.destroy());
  socket.on('error', () => inner.destroy());
});

guard.listen(WEB_PORT, HOST);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.once(signal, () => {
    guard.close();
    guard.closeAllConnections();
    void maildev.stop().then(() => process.exit(0));
  });
}
