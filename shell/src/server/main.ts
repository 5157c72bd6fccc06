import './node-env';
import { readConfig } from './config';
import { buildShell } from './app';
import { serveMetrics } from './metrics';

async function main() {
  const config = readConfig();
  const app = await buildShell(config);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Shell serving on ${address}`); // one line whatever the log level, like every process of the site
  serveMetrics(config.metricsPort, config.metricsHost, {
    info: (message) => app.log.info(message),
    error: (message) => app.log.error(message),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error('Shell failed to start', error);
  process.exit(1);
});
