/** Starts the mock socket emitter on 127.0.0.1 (a free port unless one is given) for a test. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachEmitter, type Emitter, type EmitterOptions } from '@tradedesk/mock-server';
import { testStartAt } from '@tradedesk/mock-server/testing';

export type MockSocket = { port: number; url: string; emitter: Emitter; stop: () => Promise<void> };

export async function startMockSocket(options: EmitterOptions & { port?: number } = {}): Promise<MockSocket> {
  const server = createServer();
  const logged: string[] = [];
  const emitter = attachEmitter(server, { log: (line) => logged.push(line), startAt: testStartAt(), ...options });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    emitter,
    stop: async () => {
      const closing = emitter.close();
      server.closeAllConnections();
      await closing;
      if (logged.length) console.warn(logged.slice(0, 5).join('\n'));
    },
  };
}

export const waitFor = async (condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
