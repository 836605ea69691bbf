/** Starts the mock socket emitter on 127.0.0.1 (a free port unless one is given) for a test. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { attachEmitter, type Emitter, type EmitterOptions } from '@tradedesk/mock-server';
import { testStartAt } from '@tradedesk/mock-server/test-instant';

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

/**
 * Resolves once the client has received everything the server sent it so far: an acknowledged request that changes
 * nothing (leaving a room the client is not in) is answered after those messages on the same connection, and
 * socket.io keeps a connection's order. What a test then finds missing was never sent, however slow the machine.
 */
export const receivedSoFar = (client: Socket) =>
  client.emitWithAck('unsubscribe', { channel: 'kline', symbol: 'BTC/USDT', period: '1min' });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
