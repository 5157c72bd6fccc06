// What the API benchmarks share: start the built API as a child process on a free port, and read percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../app';

interface RunningApi {
  base: string;
  child: ChildProcess;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API did not become healthy in 150 s');
}

/**
 * Starts the built API (`entry`, default dist/main.js) with `env` on loopback and resolves once it answers /healthz;
 * kill `child` when done.
 */
export async function startBuiltApi(
  env: Record<string, string>,
  entry = path.join(API_ROOT, 'dist', 'main.js'),
): Promise<RunningApi> {
  const port = String(4900 + Math.floor(Math.random() * 90));
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { base, child };
}
