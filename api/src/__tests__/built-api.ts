// Test helper: the built API (npm run build -w api) started as a process of its own, as in production.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { API_ROOT } from '../app';

export const MAIN = path.join(API_ROOT, 'dist', 'main.js');

export interface Replica {
  process: ChildProcess;
  base: string;
  /** The content load it logged: what it loaded, or null when it found the content already there. */
  content: unknown;
}

/** Starts the built API on a free port; resolves once it listens. */
export function startReplica(env: Record<string, string>): Promise<Replica> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let content: unknown;
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      // Besides its JSON log, the API prints one plain 'API serving on …' line for people.
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; content?: unknown };
      if (entry.msg === 'database ready') content = entry.content;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(entry.msg ?? '');
      if (listening?.[1]) resolve({ process: child, base: listening[1], content });
    });
  });
}
