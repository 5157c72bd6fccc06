// The outbox of form notification e-mails (db/outbox-store.ts):
//   npm run outbox -w api [-- --status queued|sent|failed] [-- --json]   counts and messages, newest first
//   npm run outbox -w api -- requeue [ID ...]                            failed messages (all, or these) queued again
// Environment: DATABASE_URL or DATABASE_PATH as for the API (var/site.db, relative to the api folder). A running
// API sends the re-queued messages within its next poll.
import { existsSync } from 'node:fs';
import { readEnvironment } from '../config/env';
import { OUTBOX_STATUSES, type OutboxEntry, type OutboxStatus, type OutboxStore } from '../db';
import { openPool } from '../db/postgres/connection';
import { openDatabase } from '../db/sqlite/connection';
import { postgresQueryDb, sqliteQueryDb } from '../db/query/connect';
import { DatabaseOutboxStore } from '../db/repository/outbox';

const USAGE = `Usage: outbox [--json] [--status ${OUTBOX_STATUSES.join('|')}]\n       outbox requeue [ID ...]`;

type Command = { kind: 'list'; json: boolean; status?: OutboxStatus } | { kind: 'requeue'; ids?: number[] };

function parseArguments(argv: readonly string[]): Command {
  if (argv[0] === 'requeue') {
    const ids = argv.slice(1).map((value) => {
      const id = Number(value);
      if (!Number.isInteger(id) || id < 1) throw new Error(`Not a message id: "${value}"\n${USAGE}`);
      return id;
    });
    return { kind: 'requeue', ids: ids.length > 0 ? ids : undefined };
  }
  const command: Command = { kind: 'list', json: false };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--json') {
      command.json = true;
    } else if (argument === '--status' || argument.startsWith('--status=')) {
      const value = argument === '--status' ? argv[(index += 1)] : argument.slice('--status='.length);
      if (!(OUTBOX_STATUSES as readonly string[]).includes(value ?? ''))
        throw new Error(`Unknown status "${value ?? ''}"\n${USAGE}`);
      command.status = value as OutboxStatus;
    } else {
      throw new Error(`Unknown argument "${argument}"\n${USAGE}`);
    }
  }
  return command;
}

export function formatOutbox(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return 'No messages.\n';
  const lines = entries.map((entry) => {
    const when =
      entry.status === 'sent'
        ? `sent ${entry.sentAt ?? ''}`
        : entry.status === 'queued'
          ? `next attempt ${entry.nextAttemptAt}`
          : 'dead letter';
    const error = entry.lastError && entry.status !== 'sent' ? `\n    last error: ${entry.lastError}` : '';
    const what =
      entry.form === null ? `staff ${entry.staffPurpose} link` : `${entry.form} (submission ${entry.submissionId})`;
    return `#${entry.id} ${entry.status} ${what}, created ${entry.createdAt}, ${entry.attempts} attempt(s), ${when}${error}`;
  });
  return `${lines.join('\n')}\n`;
}

/** Runs the command, printing to `out`; throws on a bad argument or a missing database. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
): Promise<void> {
  if (argv.includes('--help')) {
    out(`${USAGE}\n`);
    return;
  }
  const command = parseArguments(argv);
  const { DATABASE_PATH: databasePath, DATABASE_URL: databaseUrl } = readEnvironment(env);
  if (databaseUrl) {
    const pool = openPool(databaseUrl);
    try {
      await run(command, new DatabaseOutboxStore({ db: postgresQueryDb(pool), engine: 'postgres' }), out);
    } finally {
      await pool.end();
    }
    return;
  }
  if (!existsSync(databasePath)) throw new Error(`No database at ${databasePath} (set DATABASE_PATH or DATABASE_URL)`);
  const db = openDatabase(databasePath);
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mail_outbox'").get();
    if (!hasTable) throw new Error(`${databasePath} has no outbox yet: start the API once to migrate it`);
    await run(command, new DatabaseOutboxStore({ db: sqliteQueryDb(db), engine: 'sqlite' }), out);
  } finally {
    db.close();
  }
}

async function run(command: Command, outbox: OutboxStore, out: (text: string) => void): Promise<void> {
  if (command.kind === 'requeue') {
    const count = await outbox.requeueFailed(new Date(), command.ids);
    out(`${count} failed message(s) queued again.\n`);
    return;
  }
  const entries = await outbox.list(command.status);
  if (command.json) {
    out(`${JSON.stringify(entries, null, 2)}\n`);
    return;
  }
  const counts = await outbox.counts();
  out(
    `queued ${counts.queued}, sent ${counts.sent}, failed ${counts.failed}` +
      `${counts.oldestQueuedAt ? `; oldest queued since ${counts.oldestQueuedAt}` : ''}\n${formatOutbox(entries)}`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2), process.env, (text) => process.stdout.write(text)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
