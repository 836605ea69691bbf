import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Tests of the contract tools run whole generations, Redocly and Prism in child processes: they run after the
 * others, so that their load does not skew the tests that measure time (reconnection delays, frame budgets).
 */
const TOOL_TESTS = [
  'tests/contract/generate-cache.test.ts',
  'tests/contract/contract-diff.test.ts',
  'tests/contract/contract-pack.test.ts',
  'tests/contract/invalidation-rename.test.ts',
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
          name: 'app and contracts',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/**/*.test.{ts,tsx}',
            'mock-server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: TOOL_TESTS,
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'contract tools', include: TOOL_TESTS, sequence: { groupOrder: 1 } } },
    ],
  },
});
