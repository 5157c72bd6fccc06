// The API's environment, read and checked in one place: the server (main.ts) and the commands (cli/) take their
// settings from readEnvironment(), never from process.env. The variables and their defaults are the README's
// environment table. A bad value is an EnvironmentError whose one-line message names the variable.
import path from 'node:path';
import { z } from 'zod';
import { readServerTimeouts, type ServerTimeouts } from '@ergoforma/shared-contracts/server';
import { API_ROOT } from '../app';

export class EnvironmentError extends Error {
  override readonly name = 'EnvironmentError';
}

const text = z.string().trim().min(1, 'must not be blank');
const integer = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const positiveInteger = integer(1, Number.MAX_SAFE_INTEGER, 'must be a positive integer');
const port = integer(0, 65535, 'must be a port number');
/** A path, relative to the api folder. */
const location = text.transform((value) => path.resolve(API_ROOT, value));
const origin = text.transform((value) => value.replace(/\/+$/, ''));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const SCHEMA = z.object({
  PORT: port.default(4000),
  HOST: text.default('127.0.0.1'),
  API_METRICS_PORT: port.default(9465),
  API_METRICS_HOST: text.default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('warn'),
  DATABASE_PATH: location.prefault('var/site.db'),
  DATABASE_URL: text
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address (leave it unset for the SQLite file)')
    .optional(),
  /** The PostgreSQL database of the scale catalogue (npm run bench). */
  SCALE_DATABASE_URL: text.optional(),
  MEDIA_DIR: location.prefault('var/media'),
  UPLOADS_DIR: location.optional(),
  FIXTURES_DIR: location.prefault('fixtures'),
  PUBLIC_ORIGIN: text.optional(),
  CORS_ORIGINS: text.optional(),
  TRUST_PROXY: text
    .default('loopback')
    .transform((value) => (value === 'true' || value === 'false' ? value === 'true' : value)),
  PREVIEW_TOKEN: text.optional(),
  PREVIEW_SECRET: text.optional(),
  FORM_RATE_LIMIT_MAX: positiveInteger.optional(),
  SMTP_URL: text.optional(),
  MAIL_FROM: text.optional(),
  MAIL_TO_JOB_APPLICATIONS: text.optional(),
  MAIL_TO_COOPERATION: text.optional(),
  MAIL_TO_PROPOSALS: text.optional(),
  MAIL_TO_CLIENT_QUESTIONS: text.optional(),
  MAIL_MAX_ATTEMPTS: positiveInteger.optional(),
  RETENTION_DAYS_JOB_APPLICATIONS: positiveInteger.optional(),
  RETENTION_DAYS_OTHER_FORMS: positiveInteger.optional(),
  ADMIN_ORIGIN: origin.optional(),
  STAFF_SESSION_IDLE_MINUTES: positiveInteger.default(30),
  STAFF_SESSION_MAX_HOURS: positiveInteger.default(12),
  AUDIT_LOG_RETENTION_DAYS: positiveInteger.optional(),
  SCHEDULE_PERIOD_SECONDS: positiveInteger.default(15),
});

export type ApiEnvironment = z.infer<typeof SCHEMA> & { timeouts: ServerTimeouts };

/**
 * The checked settings of `env` (default: the process's). An empty value counts as unset (a compose file's
 * `VAR=`). Throws an EnvironmentError naming the first bad variable.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): ApiEnvironment {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = SCHEMA.safeParse(given);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new EnvironmentError(`${name} ${issue?.message ?? 'is invalid'}, got "${env[name] ?? ''}"`);
  }
  try {
    return { ...result.data, timeouts: readServerTimeouts(given) };
  } catch (error) {
    throw new EnvironmentError((error as Error).message);
  }
}
