// Starts the back-office server (`npm start -w admin`; settings: admin/server/config.ts and the README).
import path from 'node:path';
import { buildAdminServer } from './app';
import { readConfig } from './config';

async function main(): Promise<void> {
  const config = readConfig(process.env, path.resolve(__dirname, '../browser'));
  const app = await buildAdminServer(config);
  await app.listen({ host: config.host, port: config.port });
  console.log(`back office listening on http://${config.host}:${config.port}, API ${config.apiUrl}/api/admin`);
  const stop = (): void => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`back office: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
