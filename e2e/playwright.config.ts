import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin } from './tests/identity-helpers';

// e2e runs against the built product exactly as `npm start` serves it, on its own port and a fresh data
// directory, so a developer's running instance and data are never touched.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = join(tmpdir(), `photoedit-e2e-${port}`);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Waits, not speed checks: on a loaded 2-core machine the first render of a page can take a few seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf '${dataDir}' && node ../apps/api/dist/main.js`,
    cwd: resolve(import.meta.dirname),
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54349)),
      LOG_LEVEL: 'warn',
      // The first admin, created on a fresh start (identity e2e signs in with it).
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
});
