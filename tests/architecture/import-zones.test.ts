/**
 * The repository's boundaries are ESLint's `import-x/no-restricted-paths` zones (eslint.config.js): each import
 * below sits in a real file's place and must be refused, or allowed, by the project's own configuration.
 */
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function zoneErrors(filePath: string, specifier: string): Promise<string[]> {
  // a zone judges resolved files: an import of nothing would pass every zone and prove nothing
  if (specifier.startsWith('.')) expect(existsSync(join(dirname(filePath), specifier)), specifier).toBe(true);
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import zones', () => {
  it.each([
    [
      'a feature imports another feature',
      'src/features/auth/lib/probe.ts',
      '../../wallet-address/screens/add-wallet-screen.tsx',
    ],
    [
      'shared code imports a feature',
      'src/shared/lib/probe.ts',
      '../../features/wallet-address/screens/add-wallet-screen.tsx',
    ],
    ['a feature imports the app shell', 'src/features/auth/lib/probe.ts', '../../../app/router.ts'],
    ['the app imports the mock', 'src/shared/lib/probe.ts', '@tradedesk/mock-server'],
    ['the mock imports the app', 'mock-server/sandbox/probe.ts', '../../src/shared/lib/copy-text.ts'],
    [
      'the mock imports an inner module of the contract package',
      'mock-server/probe-zone.ts',
      '../scripts/contract/json-pointer.ts',
    ],
    ['the contract package imports the mock', 'scripts/contract/probe-zone.ts', '@tradedesk/mock-server'],
    ['the kit imports the mock', 'scripts/conformance/probe-zone.ts', '@tradedesk/mock-server'],
    ['the sandbox imports the socket emitter', 'mock-server/sandbox/probe.ts', '../socket/emitter.ts'],
    [
      "a sandbox domain imports the emitter's payloads",
      'mock-server/sandbox/domains/probe.ts',
      '../../socket/market-events.ts',
    ],
    ['the socket emitter imports the sandbox', 'mock-server/socket/probe.ts', '../sandbox/sandbox.ts'],
    ['the socket emitter imports a sandbox domain', 'mock-server/socket/probe.ts', '../sandbox/domains/messages.ts'],
    ['the market imports the sandbox', 'mock-server/market/probe.ts', '../sandbox/create.ts'],
    ['the market imports the socket emitter', 'mock-server/market/probe.ts', '../socket/market-events.ts'],
    ['a test imports an inner module of the mock', 'tests/sandbox/probe.ts', '../../mock-server/market/clock.ts'],
    ['a benchmark imports an inner module of the kit', 'scripts/bench/probe.ts', '../conformance/run.ts'],
    [
      'the app uses the in-process sandbox outside a test',
      'src/shared/lib/probe.ts',
      '@tradedesk/mock-server/in-process',
    ],
    [
      'a test of the app reaches the mock beyond a sandbox of its own',
      'src/features/auth/lib/probe.test.ts',
      '@tradedesk/mock-server/testing',
    ],
    [
      "a feature imports the app's test harness outside a test",
      'src/features/auth/lib/probe.ts',
      '../../../app/testing/render-app.tsx',
    ],
    [
      'a test of a feature imports the app shell beyond its test harness',
      'src/features/auth/lib/probe.test.ts',
      '../../../app/router.ts',
    ],
  ])('refuses: %s', async (_what, filePath, specifier) => {
    expect((await zoneErrors(filePath, specifier)).length).toBeGreaterThan(0);
  });

  it.each([
    ['a feature imports shared code', 'src/features/auth/lib/probe.ts', '../../../shared/lib/copy-text.ts'],
    ['the mock reads the contract through its package', 'mock-server/probe-zone.ts', '@tradedesk/contract'],
    ['a test uses the mock through its testing entry', 'tests/sandbox/probe.ts', '@tradedesk/mock-server/testing'],
    ['a test starts its mock at the test instant', 'tests/sandbox/probe.ts', '@tradedesk/mock-server/test-instant'],
    ['the sandbox reads the market', 'mock-server/sandbox/domains/probe.ts', '../../market/market-model.ts'],
    ['the socket emitter reads the market', 'mock-server/socket/probe.ts', '../market/periods.ts'],
    ['the market reads the generated socket types', 'mock-server/market/probe.ts', '../gen/socket/schemas.ts'],
    ['the module above both wires the sandbox to the emitter', 'mock-server/probe-zone.ts', './sandbox/sandbox.ts'],
    ['the module above both attaches the emitter', 'mock-server/probe-zone.ts', './socket/emitter.ts'],
    ["the kit's tests start the mock", 'scripts/conformance/tests/probe.ts', '@tradedesk/mock-server'],
    ['a test drives the generated client', 'tests/sandbox/probe.ts', '../../src/gen/api/index.ts'],
    [
      'a test of the app uses a sandbox of its own',
      'src/features/auth/lib/probe.test.ts',
      '@tradedesk/mock-server/in-process',
    ],
    [
      'a test of a feature renders the whole app',
      'src/features/auth/lib/probe.test.tsx',
      '../../../app/testing/render-app.tsx',
    ],
  ])('allows: %s', async (_what, filePath, specifier) => {
    expect(await zoneErrors(filePath, specifier)).toEqual([]);
  });
});
