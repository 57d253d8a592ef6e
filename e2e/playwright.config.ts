import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin } from './tests/identity-helpers';
import { stripeE2e } from './tests/stripe-config';

// e2e runs against the built product exactly as `npm start` serves it, on its own port and a fresh data
// directory, so a developer's running instance and data are never touched.
const port = Number(process.env.E2E_PORT ?? 3100);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54349);
const dataDir = join(tmpdir(), `photoedit-e2e-${port}`);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The card payment runs against a second server configured for Stripe, whose Stripe API is a local fake
// (the browser's Stripe.js and api.stripe.com calls are routed there by the tests: tests/stripe-helpers.ts).
const stripe = stripeE2e(port);
const stripeDataDir = join(tmpdir(), `photoedit-e2e-${stripe.port}`);

const serverEnv = (serverPort: number, serverDataDir: string, serverPgPort: number) => ({
  NODE_ENV: 'test',
  PORT: String(serverPort),
  DATA_DIR: serverDataDir,
  EMBEDDED_PG_PORT: String(serverPgPort),
  LOG_LEVEL: 'warn',
  // The first admin, created on a fresh start (identity e2e signs in with it).
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  // Every browser of the suite comes from 127.0.0.1: its one-click sign-ins (order e-mails, the payment result's
  // handover), uploads, drafts, orders and payments (with the result page's status checks) are a whole office's.
  RATE_LIMITS: JSON.stringify({
    autoLoginPerIp: { limit: 300, windowSeconds: 900 },
    mediaDraftPerIp: { limit: 600, windowSeconds: 3600 },
    orderCreatePerIp: { limit: 600, windowSeconds: 3600 },
    paymentPerIp: { limit: 1200, windowSeconds: 900 },
    mediaUploadPerIp: { limit: 10_000, windowSeconds: 3600 },
  }),
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Waits, not speed checks: on a loaded 2-core machine the first render of a page can take a few seconds, and a
  // whole order flow (upload, pay, claim, deliver, review) 15–25 s with one worker, more with two.
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
  projects: [
    { name: 'product', testIgnore: /stripe-.*\.spec\.ts$/ },
    {
      name: 'stripe',
      testMatch: /stripe-.*\.spec\.ts$/,
      use: { baseURL: `http://localhost:${stripe.port}` },
    },
  ],
  webServer: [
    {
      command: `rm -rf '${dataDir}' && node ../apps/api/dist/main.js`,
      cwd: resolve(import.meta.dirname),
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // A node stops its embedded PostgreSQL (a process group of its own) in its orderly stop; without this
      // Playwright kills the node's group outright and the database is left running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: serverEnv(port, dataDir, pgPort),
    },
    {
      command: '../apps/api/node_modules/.bin/tsx ../apps/api/src/test/stripe-fake-server.ts',
      cwd: resolve(import.meta.dirname),
      url: `http://127.0.0.1:${stripe.fakePort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(stripe.fakePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${stripe.port}/api/payments/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      },
    },
    {
      command: `rm -rf '${stripeDataDir}' && node ../apps/api/dist/main.js`,
      cwd: resolve(import.meta.dirname),
      url: `http://localhost:${stripe.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // A node stops its embedded PostgreSQL (a process group of its own) in its orderly stop; without this
      // Playwright kills the node's group outright and the database is left running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv(stripe.port, stripeDataDir, pgPort + 1),
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${stripe.fakePort}`,
      },
    },
  ],
});
