import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Tests of the contract tools run whole generations, Redocly and Prism in child processes: they run after the
 * others, so that their load does not skew the tests that measure time (reconnection delays, frame budgets).
 */
/**
 * Tests that wait out real time (a server settling on its own clock) and need next to no CPU: `npm test` runs them in
 * a Vitest of their own beside the static checks (scripts/test/run-all.ts) instead of leaving both cores idle.
 */
export const WAITING_PROJECT = 'waiting on real time';
const WAITING_TESTS = [
  'scripts/conformance/tests/scenarios-real-time.test.ts',
  'scripts/conformance/tests/effects-mock.test.ts',
];
const TOOL_TESTS = [
  'tests/contract/generate-cache.test.ts',
  'tests/contract/contract-diff.test.ts',
  'tests/contract/released-versions.test.ts',
  'tests/contract/contract-pack.test.ts',
  'tests/contract/invalidation-rename.test.ts',
  'tests/contract/generation-all-or-nothing.test.ts',
  'scripts/contract/docs/build-references.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          // the app's modules hold a page's state (stores, the query client, the socket): each file imports its own
          // and finds storage and the document empty (fresh-test-file.ts), in a worker and a jsdom made once
          isolate: false,
          setupFiles: ['src/shared/testing/fresh-test-file.ts'],
          // a screen test's sandbox (@tradedesk/mock-server/in-process) runs as the mock runs, in Node itself: a test
          // in a document would have Vite rewrite its `new URL(file, import.meta.url)` into a page's address
          server: { deps: { external: [/\/mock-server\//, /\/scripts\/contract\//] } },
          // the device's zone is UTC whatever the machine's; a test about zones sets its own (testing/time-zone.ts)
          env: { TZ: 'UTC' },
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'mock and contracts',
          include: ['tests/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...TOOL_TESTS, ...WAITING_TESTS],
          // the mock writes and reads the contract's times in UTC wherever it runs: its tests run nine hours off UTC,
          // where a local time written or parsed anywhere in the sandbox shows
          env: { TZ: 'Asia/Tokyo' },
          // each test starts the mock it needs and sets what it uses: importing the sandbox, the contract and the
          // generated validators once per worker instead of once per file is a third of these files' time
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: WAITING_PROJECT, include: WAITING_TESTS, isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'contract tools', include: TOOL_TESTS, isolate: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
