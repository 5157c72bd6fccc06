// The supervisor of `npm run serve` (and so `npm start`): runs the built site's processes side by side, each
// line of their output prefixed with the process's name. A process that stops on its own is started again after
// a back-off (1 s, 2 s, 4 s ... at most 30 s; back to 1 s once it has run for a minute), and the others go on.
// Ctrl-C (SIGINT), SIGTERM or SIGHUP is passed to every process; the supervisor exits when all have stopped
// (any still running after 15 s are killed).
//
// Why not `concurrently --restart-tries`: its exponential delay never stops growing nor resets, and a process
// that ends on SIGTERM counts as failed and is started again, so `kill <pid>` did not stop the site.
//
// Each process prints one line saying where it listens; request logs appear with LOG_LEVEL=info.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const RESTART_BASE_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long before it stopped was healthy: its next restart waits the base delay again. */
const STABLE_RUN_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** @typedef {{ name: string; cwd: string; args: string[]; startLine?: string }} ProcessSpec */

/** Node processes started directly (not through npm), so a signal reaches the server itself. */
const remote = (/** @type {string} */ name) => ({
  name,
  cwd: `mfe-${name}`,
  args: ['../shared-contracts/webpack/serve-remote.js'],
});

/** @type {ProcessSpec[]} */
const PROCESSES = [
  // The development mail catcher: the API sends the form e-mails to it (api/dev-mail.env).
  {
    name: 'mail',
    cwd: '.',
    args: ['scripts/mail-catcher.mjs'],
    startLine:
      'maildev catching e-mails on smtp://127.0.0.1:1025, shown at http://localhost:1080 (to that origin only)',
  },
  { name: 'api', cwd: 'api', args: ['--env-file=dev-mail.env', 'dist/main.js'] },
  remote('chrome'),
  remote('catalogue'),
  remote('content'),
  remote('careers'),
  remote('search'),
  { name: 'shell', cwd: 'shell', args: ['dist/server/server/main.js'] },
  { name: 'admin', cwd: 'admin', args: ['dist/server/main.js'] },
];

const width = Math.max(...PROCESSES.map((spec) => spec.name.length));
let stopping = false;

/** @param {string} name @param {string} text */
function print(name, text) {
  process.stdout.write(`[${name.padEnd(width)}] ${text}\n`);
}

/**
 * Starts one process and keeps it running until the supervisor stops.
 * @param {ProcessSpec} spec
 * @returns {{ stop(signal: NodeJS.Signals): void; stopped: Promise<void> }}
 */
function supervise(spec) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {NodeJS.Timeout | null} */
  let restartTimer = null;
  let failures = 0;
  /** @type {() => void} */
  let markStopped = () => undefined;
  /** @type {Promise<void>} */
  const stopped = new Promise((resolve) => {
    markStopped = resolve;
  });

  const start = () => {
    restartTimer = null;
    const startedAt = Date.now();
    // Same process group as the supervisor: whoever kills the group (a test runner) kills every process.
    const current = spawn(process.execPath, spec.args, {
      cwd: path.join(ROOT, spec.cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    child = current;
    for (const stream of [current.stdout, current.stderr]) {
      createInterface({ input: stream }).on('line', (line) => print(spec.name, line));
    }
    current.on('error', (error) => print(spec.name, `could not start: ${error.message}`));
    if (spec.startLine) print(spec.name, spec.startLine);
    current.on('exit', (code, signal) => {
      child = null;
      if (stopping) {
        markStopped();
        return;
      }
      failures = Date.now() - startedAt >= STABLE_RUN_MS ? 1 : failures + 1;
      const delay = Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** (failures - 1));
      print(spec.name, `stopped (${signal ?? `exit code ${code}`}); starting again in ${delay / 1000} s`);
      restartTimer = setTimeout(start, delay);
    });
  };

  start();
  return {
    stop(signal) {
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      if (child) child.kill(signal);
      else markStopped();
    },
    stopped,
  };
}

const supervised = PROCESSES.map(supervise);

/** @param {NodeJS.Signals} signal */
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const process_ of supervised) process_.stop(signal);
  const force = setTimeout(() => {
    for (const process_ of supervised) process_.stop('SIGKILL');
  }, STOP_TIMEOUT_MS);
  force.unref();
  Promise.all(supervised.map((process_) => process_.stopped)).then(() => process.exit(0));
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => stopAll(signal));
