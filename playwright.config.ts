/**
 * End-to-end tests (tests/e2e/<area>/*.spec.ts) against what users get: Playwright starts the mock backend
 * (Prism + asset/socket server) and `vite preview` of the production build (dist/) on ports of their own, so they
 * never collide with a developer's `npm start`. It builds the app first unless `E2E_PREBUILT=true` says dist/ is
 * fresh (`npm test` builds once and sets it). `E2E_SERVER=dev` drives the Vite dev server instead, for a quick
 * round while developing. `npm test` generates src/gen before it runs Playwright.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/lib/chromium.ts';

const PRISM_PORT = process.env.E2E_PRISM_PORT ?? '4610';
const SOCKET_PORT = process.env.E2E_SOCKET_PORT ?? '4611';
const APP_PORT = process.env.E2E_APP_PORT ?? '4673';
const CI = Boolean(process.env.CI);
// mail and announcements arrive only when a test sends them (the sandbox's mail control): no toast at random
const env = {
  ...process.env,
  PRISM_PORT,
  SOCKET_PORT,
  MOCK_MAIL_EVERY_MS: '0',
  MOCK_ANNOUNCE_EVERY_MS: '0',
} as Record<string, string>;
const node = process.execPath;
const vite = `"${node}" node_modules/vite/bin/vite.js`;
const appServer =
  process.env.E2E_SERVER === 'dev'
    ? `${vite} --host 127.0.0.1 --port ${APP_PORT} --strictPort`
    : `${process.env.E2E_PREBUILT === 'true' ? '' : `${vite} build --logLevel warn && `}${vite} preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'ja-JP',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: systemChromium, args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: `"${node}" mock-server/start.ts`,
      // the asset server starts after Prism: once it serves a file, the whole mock is up
      url: `http://127.0.0.1:${SOCKET_PORT}/upload/logo.svg`,
      env,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: appServer,
      url: `http://127.0.0.1:${APP_PORT}/`,
      env,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
