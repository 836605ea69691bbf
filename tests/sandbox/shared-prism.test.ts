/**
 * Prism's process and the mocks that use it: the test files of a worker share one Prism (it answers from the
 * contract alone), so a mock that stops leaves it answering for the next; and a Prism never outlives the process
 * that started it, however that process ends, so no run leaves one holding a port.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startMock } from '@tradedesk/mock-server';

/**
 * A mock whose Prism is shared. Its clock stands still at an instant of its own: what Prism answers does not depend
 * on the hour, so this file is not one the instants run (`npm run test:instants`) runs again.
 */
const startSharing = () =>
  startMock({
    prismPort: 0,
    socketPort: 0,
    seed: 1,
    startAt: Date.UTC(2026, 10, 23),
    frozenClock: true,
    emitter: { ticksPerSecond: 0.001, mailEveryMs: 0, announceEveryMs: 0 },
    log: () => undefined,
    sharedPrism: true,
  });

/** An answer of Prism's: a request with a Prefer header goes past the sandbox to Prism (mock-server/gateway.ts). */
const askPrism = (url: string) =>
  fetch(`${url}/api/getSiteConfig?lang=en`, { headers: { Prefer: 'example=ok' } }).then((response) => response.status);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('one Prism for the mocks of a process', () => {
  it('still answers for a second mock after the first one stopped', async () => {
    const first = await startSharing();
    const second = await startSharing();
    try {
      expect(await askPrism(first.url)).toBe(200);
      await first.stop();
      expect(await askPrism(second.url)).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe('a Prism ends with the process that started it', () => {
  it('when that process is killed outright', async () => {
    // a process that starts a Prism and says its process id, then waits to be killed
    const starter = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { startMockBackend } = await import('@tradedesk/mock-server/testing');" +
          "const prism = await startMockBackend(); console.log('prism', prism.child.pid);",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const prismPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      starter.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        const said = /prism (\d+)/.exec(output);
        if (said) resolve(Number(said[1]));
      });
      starter.once('exit', (code) => reject(new Error(`the starter ended (${code}) before its Prism listened`)));
    });
    expect(alive(prismPid)).toBe(true);
    starter.kill('SIGKILL');
    await expect.poll(() => alive(prismPid), { timeout: 20_000 }).toBe(false);
  }, 60_000);
});
