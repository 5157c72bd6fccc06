// Starts the content API. Environment: PORT (4000), HOST (127.0.0.1), DATABASE_PATH (var/site.db, relative
// paths are resolved against the api folder), MEDIA_DIR (var/media), LOG_LEVEL (info), CORS_ORIGINS
// (comma-separated; default any), TRUST_PROXY ('true' behind a reverse proxy).
import path from 'node:path';
import { API_ROOT, buildApp } from './app';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function port(value: string | undefined): number {
  const parsed = Number(value ?? 4000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const env = process.env;
  const databasePath = path.resolve(API_ROOT, env.DATABASE_PATH ?? 'var/site.db');
  const mediaDir = path.resolve(API_ROOT, env.MEDIA_DIR ?? 'var/media');
  const corsOrigins = env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : '*';

  const app = await buildApp({
    databasePath,
    mediaDir,
    corsOrigins,
    trustProxy: env.TRUST_PROXY === 'true',
    logger: { level: env.LOG_LEVEL ?? 'info' },
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

  await app.listen({ port: port(env.PORT), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
