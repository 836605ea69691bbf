/**
 * How long `npm run mock` takes to serve: from starting `node mock-server/start.ts` until an HTTP call of the
 * contract is answered with its success envelope and a socket.io client is connected and receiving events.
 * Measured from outside, so it holds whatever stands in front of Prism. The call is the first public read without
 * required parameters, tried at the root and under the contract's server path (`/api`).
 */
import { spawn } from 'node:child_process';
import { io } from 'socket.io-client';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '@tradedesk/contract';
import { buildRequest } from '@tradedesk/contract';
import { toolEnvironment } from '@tradedesk/contract/tools';

const POLL_MS = 20;
const TIME_LIMIT_MS = 30_000;

function probeUrls(prismPort: number): string[] {
  const document = loadDocument();
  const operation = listOperations(document).find(
    (candidate) =>
      candidate.method === 'GET' &&
      candidate.effect === 'read' &&
      !candidate.secured &&
      candidate.parameters.every((parameter) => !parameter.required || parameter.name === 'lang'),
  );
  if (!operation) throw new Error(`${DEFAULT_BUNDLE} has no public GET read without parameters to probe`);
  const request = buildRequest(document, operation);
  const server = ((document.servers as { url: string }[] | undefined)?.[0]?.url ?? '').replace(/\/$/, '');
  const prefixes = [...new Set(['', server.startsWith('/') ? server : ''])];
  return prefixes.map((prefix) => `http://127.0.0.1:${prismPort}${prefix}${request.path}?${request.query}`);
}

async function answered(urls: string[]): Promise<boolean> {
  for (const url of urls) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json().catch(() => undefined)) as { type?: string; code?: number } | undefined;
      if (response.status === 200 && (body?.type === 'ok' || body?.code === 1)) return true;
    } catch {
      // not listening yet
    }
  }
  return false;
}

/** Resolves on the first event a socket.io client receives; it retries the connection until the server listens. */
function firstSocketEvent(socketPort: number): { received: Promise<void>; close: () => void } {
  const socket = io(`http://127.0.0.1:${socketPort}`, {
    transports: ['websocket'],
    reconnectionDelay: POLL_MS,
    reconnectionDelayMax: POLL_MS,
  });
  const received = new Promise<void>((resolve) => socket.onAny(() => resolve()));
  return { received, close: () => socket.disconnect() };
}

/** Milliseconds from spawning the mock until it answers over HTTP and on the socket. */
export async function timeMockReady(
  prismPort: number,
  socketPort: number,
  env: Record<string, string> = {},
): Promise<number> {
  const urls = probeUrls(prismPort);
  const started = performance.now();
  const child = spawn(process.execPath, ['mock-server/start.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: toolEnvironment({ ...env, PRISM_PORT: String(prismPort), SOCKET_PORT: String(socketPort) }),
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}) before it was ready:\n${errors}`))),
  );
  const socket = firstSocketEvent(socketPort);
  try {
    const http = (async () => {
      while (!(await answered(urls))) {
        if (performance.now() - started > TIME_LIMIT_MS) throw new Error('the mock did not answer in time');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    await Promise.race([Promise.all([http, socket.received]), exited]);
    return performance.now() - started;
  } finally {
    socket.close();
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
  }
}
