// End-to-end tests on the composed site, in Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';
import { PREVIEW_TOKEN } from './e2e/site-helpers';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A QA pin link (`npm run pin`, docs/deployment.md#qa-pins): every test's browser carries its pin, on the site it
 * names unless BASE_URL says otherwise.
 */
const pinUrl = process.env.PIN_URL ? new URL(process.env.PIN_URL) : null;
/** Another running shell (e.g. `PORT=3107 node shell/dist/server/server/main.js`) to test against; default: start the site. */
const externalBaseUrl = process.env.BASE_URL ?? pinUrl?.origin;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? 'http://localhost:3000',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    ...(pinUrl
      ? {
          storageState: {
            cookies: [
              {
                name: 'ef_pin',
                value: pinUrl.searchParams.get('token') ?? '',
                domain: new URL(externalBaseUrl!).hostname,
                path: '/',
                expires: -1,
                httpOnly: true,
                secure: false,
                sameSite: 'Lax' as const,
              },
            ],
            origins: [],
          },
        }
      : {}),
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        // The built site (npm test builds first): API, the five remotes and the shell.
        command: 'npm run serve',
        cwd: '..',
        url: 'http://localhost:3000/healthz',
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // Every test comes from one address: the per-visitor form limit would refuse the later ones. The preview
        // token turns on draft previews (off without one). Scheduled publishing runs every second, so a browser test
        // sees it happen within seconds.
        env: { FORM_RATE_LIMIT_MAX: '1000', PREVIEW_TOKEN, SCHEDULE_PERIOD_SECONDS: '1' },
      },
});
