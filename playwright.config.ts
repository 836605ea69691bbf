/**
 * End-to-end tests (tests/e2e/<area>/*.spec.ts) against what users get: Playwright starts the mock backend
 * (Prism + asset/socket server) and `vite preview` of the production build (dist/) on ports of their own, so they
 * never collide with a developer's `npm start`. It builds the app first unless `E2E_PREBUILT=true` says dist/ is
 * fresh (`npm test` builds once and sets it). `E2E_SERVER=dev` drives the Vite dev server instead, for a quick
 * round while developing. `npm test` generates src/gen before it runs Playwright.
 * Every mock starts at the journeys' instant (MOCK_NOW, else mock-server/test-instant.ts) with a fixed seed, and
 * each page's browser clock is set to the mock's (tests/e2e/support/test.ts). The journeys that move the mock's
 * clock run one at a time on a mock and app of their own (the "own clock" project), so no other journey's result
 * depends on them.
 * `E2E_CPU_SLOWDOWN=N` runs every page's CPU N times slower (tests/e2e/support/test.ts), as on a slower machine.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, systemHeadlessShell } from './scripts/lib/chromium.ts';
import { journeysMockNow } from '@tradedesk/mock-server/test-instant';
import { CPU_SLOWDOWN } from './tests/e2e/support/slowdown';

const PRISM_PORT = process.env.E2E_PRISM_PORT ?? '4610';
const SOCKET_PORT = process.env.E2E_SOCKET_PORT ?? '4611';
const APP_PORT = process.env.E2E_APP_PORT ?? '4673';
// the journeys that move the mock's clock run on a mock and app of their own, one at a time
const OWN_CLOCK_PORTS = {
  prism: process.env.E2E_OWN_CLOCK_PRISM_PORT ?? '4620',
  socket: process.env.E2E_OWN_CLOCK_SOCKET_PORT ?? '4621',
  app: process.env.E2E_OWN_CLOCK_APP_PORT ?? '4683',
};
const OWN_CLOCK_JOURNEYS = [
  /guess\/guess\.spec\.ts$/,
  /trade\/options\.spec\.ts$/,
  /shell\/account-events\.spec\.ts$/,
  /account\/first-day\.spec\.ts$/,
  /trade\/market-agrees\.spec\.ts$/,
  /trade\/clock-moved\.spec\.ts$/,
  /nft\/nft-auction-won\.spec\.ts$/,
  /funds\/conversion-expired\.spec\.ts$/,
  /products\/dual-quote\.spec\.ts$/,
  /funds\/repay-unreachable\.spec\.ts$/,
  /products\/days-pass\.spec\.ts$/,
  /products\/coupon-expires\.spec\.ts$/,
  /products\/dual-settles\.spec\.ts$/,
  /shell\/home-days-pass\.spec\.ts$/,
];
const CI = Boolean(process.env.CI);
const node = process.execPath;
const vite = `"${node}" node_modules/vite/bin/vite.js`;
const build =
  process.env.E2E_PREBUILT === 'true' || process.env.E2E_SERVER === 'dev' ? '' : `${vite} build --logLevel warn && `;
const appServer = (port: string) =>
  process.env.E2E_SERVER === 'dev'
    ? `${vite} --host 127.0.0.1 --port ${port} --strictPort`
    : `${vite} preview --host 127.0.0.1 --port ${port} --strictPort`;

/**
 * One mock and the app in front of it. The mock's clock starts at the test instant (MOCK_NOW) and its market and
 * accounts at a fixed seed, so the journeys meet the same story at any hour; mail and announcements arrive only
 * when a test sends them (the sandbox's mail control): no toast at random.
 */
function stack(ports: { prism: string; socket: string; app: string }, buildFirst: boolean) {
  // pictures the journeys upload, emptied when the mock starts: a run finds nothing of the one before
  const uploads = join(tmpdir(), `tradedesk-e2e-uploads-${ports.prism}`);
  const env = {
    ...process.env,
    PRISM_PORT: ports.prism,
    SOCKET_PORT: ports.socket,
    MOCK_NOW: journeysMockNow(),
    MOCK_UPLOAD_DIR: uploads,
    MOCK_SEED: '20261123',
    MOCK_MAIL_EVERY_MS: '0',
    MOCK_ANNOUNCE_EVERY_MS: '0',
  } as Record<string, string>;
  const server = { env, reuseExistingServer: !CI, timeout: 120_000, stdout: 'ignore', stderr: 'pipe' } as const;
  return [
    // the asset server starts after Prism: once it serves a file, the whole mock is up
    {
      ...server,
      command: `rm -rf "${uploads}" && "${node}" mock-server/start.ts`,
      url: `http://127.0.0.1:${ports.socket}/upload/logo.svg`,
    },
    { ...server, command: `${buildFirst ? build : ''}${appServer(ports.app)}`, url: `http://127.0.0.1:${ports.app}/` },
  ];
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // three workers on two cores: a journey waits on the mock, the socket and its frames for a fifth of its time, and
  // a third worker fills those waits (a fifth off the suite); every wait is for a state, so none depends on the pace
  workers: 3,
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // a page N times slower takes N times as long to reach the states the journeys wait for
  timeout: 30_000 * CPU_SLOWDOWN,
  expect: { timeout: 10_000 * CPU_SLOWDOWN },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'ja-JP',
    // the device's zone is UTC, the backend's, whatever the machine's: the journey about time zones sets its own
    // (trade/one-time.spec.ts)
    timezoneId: 'UTC',
    // the app honours prefers-reduced-motion (no spinner turning, no sheet sliding): a sixth less CPU in the
    // browser; the journeys about motion itself (trade/market-rows.spec.ts) ask for it back
    reducedMotion: 'reduce',
    // one tab per worker, reset between journeys by Playwright (storage, cookies, cache, routes, init scripts, the
    // clock, extra tabs; tests/e2e/support/test.ts resets the permissions): a journey starts in a tab that is
    // already a renderer instead of starting a browser context and its processes, 13 % of the suite's CPU; a
    // journey whose options differ (time zone) gets a context of its own
    reuseContext: true,
    // recorded on the retry of a journey that failed: recording every first run costs the suite a sixth of its time
    trace: 'on-first-retry',
    launchOptions: { executablePath: systemHeadlessShell, args: CHROMIUM_FLAGS },
  },
  // Playwright hands out the journeys in the order of their projects: the own clock's, one at a time, come first,
  // while the other workers take the shared clock's; listed last, they ran alone at the end with a core idle
  projects: [
    {
      name: 'own clock',
      testMatch: OWN_CLOCK_JOURNEYS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${OWN_CLOCK_PORTS.app}` },
    },
    { name: 'shared clock', testIgnore: OWN_CLOCK_JOURNEYS },
  ],
  webServer: [
    ...stack({ prism: PRISM_PORT, socket: SOCKET_PORT, app: APP_PORT }, true),
    ...stack(OWN_CLOCK_PORTS, false),
  ],
});
