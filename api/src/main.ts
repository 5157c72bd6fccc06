// Starts the content API. Its settings, read from the environment here, are listed in the README's environment
// table; a bad value stops the start with a message naming the variable.
import path from 'node:path';
import { API_ROOT, buildApp, DEFAULT_SITE_ORIGIN } from './app';
import { DEFAULT_ADMIN_ORIGIN, DEFAULT_AUDIT_RETENTION_DAYS } from './routes/admin/back-office';
import { isPostgresUrl } from './db';
import { DEFAULT_RETENTION_DAYS } from './forms/retention';
import { loggerOptions, readServerTimeouts } from '@ergoforma/shared-contracts/server';
import { serveMetrics } from './http/metrics';
import { mailFromEnvironment } from './mail/environment';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function port(value: string | undefined): number {
  const parsed = Number(value ?? 4000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

function positiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

async function main(): Promise<void> {
  const env = process.env;
  const databasePath = path.resolve(API_ROOT, env.DATABASE_PATH ?? 'var/site.db');
  const mediaDir = path.resolve(API_ROOT, env.MEDIA_DIR ?? 'var/media');
  const siteOrigins = (env.CORS_ORIGINS ?? env.PUBLIC_ORIGIN ?? DEFAULT_SITE_ORIGIN)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

  if (env.DATABASE_URL && !isPostgresUrl(env.DATABASE_URL))
    throw new Error('DATABASE_URL must be a postgres:// address (leave it unset for the SQLite file)');
  const adminOrigin = (env.ADMIN_ORIGIN ?? DEFAULT_ADMIN_ORIGIN).replace(/\/+$/, '');
  const mail = mailFromEnvironment(env, adminOrigin);
  const days = (name: string, fallback: number) => positiveInteger(name, env[name] ?? String(fallback));
  const app = await buildApp({
    databasePath,
    databaseUrl: env.DATABASE_URL || undefined,
    mediaDir,
    siteOrigins,
    trustProxy: trustProxy(env.TRUST_PROXY),
    previewToken: env.PREVIEW_TOKEN,
    uploadsDir: env.UPLOADS_DIR === undefined ? undefined : path.resolve(API_ROOT, env.UPLOADS_DIR),
    formRateLimit:
      env.FORM_RATE_LIMIT_MAX === undefined
        ? undefined
        : { max: positiveInteger('FORM_RATE_LIMIT_MAX', env.FORM_RATE_LIMIT_MAX), timeWindowMs: 10 * 60_000 },
    timeouts: readServerTimeouts(env),
    logger: loggerOptions(env.LOG_LEVEL ?? 'warn'),
    mail,
    retentionDays: {
      job_application: days('RETENTION_DAYS_JOB_APPLICATIONS', DEFAULT_RETENTION_DAYS.job_application),
      cooperation_request: days('RETENTION_DAYS_OTHER_FORMS', DEFAULT_RETENTION_DAYS.cooperation_request),
      proposal_request: days('RETENTION_DAYS_OTHER_FORMS', DEFAULT_RETENTION_DAYS.proposal_request),
      client_question: days('RETENTION_DAYS_OTHER_FORMS', DEFAULT_RETENTION_DAYS.client_question),
    },
    staff: {
      adminOrigin,
      sessions: {
        idleMs: positiveInteger('STAFF_SESSION_IDLE_MINUTES', env.STAFF_SESSION_IDLE_MINUTES ?? '30') * 60_000,
        absoluteMs: positiveInteger('STAFF_SESSION_MAX_HOURS', env.STAFF_SESSION_MAX_HOURS ?? '12') * 3_600_000,
      },
      auditRetentionDays: days('AUDIT_LOG_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS),
    },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  const address = await app.listen({ port: port(env.PORT), host: env.HOST ?? '127.0.0.1' });
  serveMetrics(port(env.API_METRICS_PORT ?? '9465'), env.API_METRICS_HOST ?? '127.0.0.1', (message) =>
    app.log.error(message),
  );
  // One line whatever the log level, like every process of the site.
  process.stdout.write(`API serving on ${address}${mail ? '' : ' (no SMTP_URL: form e-mails wait in the outbox)'}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
