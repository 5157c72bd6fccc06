// Lists the stored form submissions, newest first: `npm run submissions -w api [-- --json] [-- --form job_application]`.
// Environment: DATABASE_URL or DATABASE_PATH as for the API (var/site.db, relative to the api folder). Uploaded files
// are in UPLOADS_DIR, else the 'uploads' folder next to the SQLite file, as the API stores them by default.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FormKind } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import { readEnvironment } from '../config/env';
import type { StoredSubmission } from '../db';
import { openPool } from '../db/postgres/connection';
import { openDatabase } from '../db/sqlite/connection';
import { postgresQueryDb, sqliteQueryDb } from '../db/query/connect';
import { DatabaseSubmissionStore } from '../db/repository/submissions';

const USAGE = `Usage: submissions [--json] [--form ${FORM_KINDS.join('|')}]`;

interface Arguments {
  json: boolean;
  form?: FormKind;
}

function parseArguments(argv: readonly string[]): Arguments {
  const result: Arguments = { json: false };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--json') {
      result.json = true;
    } else if (argument === '--form' || argument.startsWith('--form=')) {
      const value = argument === '--form' ? argv[(index += 1)] : argument.slice('--form='.length);
      if (!(FORM_KINDS as readonly string[]).includes(value ?? ''))
        throw new Error(`Unknown form "${value ?? ''}"\n${USAGE}`);
      result.form = value as FormKind;
    } else {
      throw new Error(`Unknown argument "${argument}"\n${USAGE}`);
    }
  }
  return result;
}

function sender(fields: Record<string, unknown>): string {
  const name =
    typeof fields.name === 'string'
      ? fields.name
      : [fields.firstName, fields.lastName].filter((part) => typeof part === 'string').join(' ');
  return `${name} <${String(fields.email)}>`;
}

function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

export function formatSubmissions(submissions: readonly StoredSubmission[], uploadsDir: string): string {
  if (submissions.length === 0) return 'No submissions.\n';
  const lines: string[] = [];
  for (const submission of submissions) {
    lines.push(
      `#${submission.id}  ${submission.createdAt}  ${submission.form}  ${sender(submission.fields)}  [${submission.locale}, ${submission.clientIp}]`,
    );
    for (const file of submission.files) {
      lines.push(
        `    ${file.field}: ${file.originalName} (${file.detectedType}, ${formatKilobytes(file.size)}) -> ${path.join(uploadsDir, file.storedName)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function asJson(submissions: readonly StoredSubmission[], uploadsDir: string): string {
  const records = submissions.map((submission) => ({
    ...submission,
    files: submission.files.map((file) => ({ ...file, storedPath: path.join(uploadsDir, file.storedName) })),
  }));
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** Prints the listing (or the usage) to `out`; throws on a bad argument or a missing database. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
): Promise<void> {
  if (argv.includes('--help')) {
    out(`${USAGE}\n`);
    return;
  }
  const args = parseArguments(argv);
  const { DATABASE_PATH: databasePath, DATABASE_URL: databaseUrl, UPLOADS_DIR } = readEnvironment(env);
  const uploadsDir = UPLOADS_DIR ?? path.join(path.dirname(databasePath), 'uploads');
  const submissions = databaseUrl
    ? await listOnPostgres(databaseUrl, args.form)
    : await listOnSqlite(databasePath, args.form);
  out(args.json ? asJson(submissions, uploadsDir) : formatSubmissions(submissions, uploadsDir));
}

async function listOnPostgres(databaseUrl: string, form: FormKind | undefined): Promise<StoredSubmission[]> {
  const pool = openPool(databaseUrl);
  try {
    return await new DatabaseSubmissionStore(postgresQueryDb(pool)).list(form);
  } finally {
    await pool.end();
  }
}

async function listOnSqlite(databasePath: string, form: FormKind | undefined): Promise<StoredSubmission[]> {
  if (!existsSync(databasePath)) throw new Error(`No database at ${databasePath} (set DATABASE_PATH or DATABASE_URL)`);
  const db = openDatabase(databasePath);
  try {
    db.pragma('query_only = ON');
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'form_submissions'").get();
    if (!hasTable)
      throw new Error(`${databasePath} has no form submissions table yet: start the API once to migrate it`);
    return await new DatabaseSubmissionStore(sqliteQueryDb(db)).list(form);
  } finally {
    db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2), process.env, (text) => process.stdout.write(text)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
