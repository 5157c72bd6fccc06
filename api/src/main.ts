// Starts the content API with the settings of its environment (config/env.ts; the README's environment table).
import { buildApp, DEFAULT_SITE_ORIGIN } from './app';
import { EnvironmentError, readEnvironment } from './config/env';
import { DEFAULT_ADMIN_ORIGIN, DEFAULT_AUDIT_RETENTION_DAYS } from './routes/admin/back-office';
import { DEFAULT_RETENTION_DAYS } from './forms/retention';
import { loggerOptions } from '@ergoforma/shared-contracts/server';
import { serveMetrics } from './http/metrics';
import { mailFromEnvironment } from './mail/environment';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const env = readEnvironment();
  const siteOrigins = (env.CORS_ORIGINS ?? env.PUBLIC_ORIGIN ?? DEFAULT_SITE_ORIGIN)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const adminOrigin = (env.ADMIN_ORIGIN ?? DEFAULT_ADMIN_ORIGIN).replace(/\/+$/, '');
  const mail = mailFromEnvironment(env, adminOrigin);
  const otherForms = env.RETENTION_DAYS_OTHER_FORMS;
  const app = await buildApp({
    databasePath: env.DATABASE_PATH,
    databaseUrl: env.DATABASE_URL,
    mediaDir: env.MEDIA_DIR,
    siteOrigins,
    trustProxy: env.TRUST_PROXY,
    previewToken: env.PREVIEW_TOKEN,
    previewLinks: {
      secret: env.PREVIEW_SECRET,
      siteOrigin: (env.PUBLIC_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, ''),
    },
    uploadsDir: env.UPLOADS_DIR,
    formRateLimit:
      env.FORM_RATE_LIMIT_MAX === undefined ? undefined : { max: env.FORM_RATE_LIMIT_MAX, timeWindowMs: 10 * 60_000 },
    timeouts: env.timeouts,
    schedulePeriodMs: env.SCHEDULE_PERIOD_SECONDS * 1000,
    logger: loggerOptions(env.LOG_LEVEL),
    mail,
    retentionDays: {
      job_application: env.RETENTION_DAYS_JOB_APPLICATIONS ?? DEFAULT_RETENTION_DAYS.job_application,
      cooperation_request: otherForms ?? DEFAULT_RETENTION_DAYS.cooperation_request,
      proposal_request: otherForms ?? DEFAULT_RETENTION_DAYS.proposal_request,
      client_question: otherForms ?? DEFAULT_RETENTION_DAYS.client_question,
    },
    staff: {
      adminOrigin,
      sessions: {
        idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000,
        absoluteMs: env.STAFF_SESSION_MAX_HOURS * 3_600_000,
      },
      auditRetentionDays: env.AUDIT_LOG_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS,
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

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  serveMetrics(env.API_METRICS_PORT, env.API_METRICS_HOST, (message) => app.log.error(message));
  // One line whatever the log level, like every process of the site.
  process.stdout.write(`API serving on ${address}${mail ? '' : ' (no SMTP_URL: form e-mails wait in the outbox)'}\n`);
}

main().catch((error: unknown) => {
  // A bad setting is one line naming the variable; anything else keeps its stack.
  const detail =
    error instanceof EnvironmentError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error;
  process.stderr.write(`API failed to start: ${String(detail)}\n`);
  process.exit(1);
});
