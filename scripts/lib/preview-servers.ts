/**
 * What users get, served on this machine: the mock backend and `vite preview` of the production build (dist/),
 * for the checks that measure the build in a browser (size budget, Lighthouse, the screens' benchmark), on ports of
 * their own (PREVIEW_PRISM_PORT, PREVIEW_SOCKET_PORT, PREVIEW_APP_PORT: 4630, 4631, 4693), apart from the
 * end-to-end tests': `npm test` runs them beside Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { nodeBin } from '@tradedesk/contract/tools';

const ROOT = new URL('../../', import.meta.url).pathname;
const HOST = '127.0.0.1';

const previewPorts = () => ({
  prism: process.env.PREVIEW_PRISM_PORT ?? '4630',
  socket: process.env.PREVIEW_SOCKET_PORT ?? '4631',
  app: process.env.PREVIEW_APP_PORT ?? '4693',
});

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Whether something accepts connections on the port. */
const answers = (port: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: HOST, port: Number(port) });
    const settle = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
  });

/**
 * Waits for nothing to listen on the ports: a server left running there (a run stopped half-way, another check)
 * would answer in place of the one started here, and the figures would be of another mock.
 */
async function waitForFreePorts(ports: string[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const taken = [];
    for (const port of ports) if (await answers(port)) taken.push(port);
    if (taken.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `port ${taken.join(' and ')} already in use: stop what listens there, or choose other ports with PREVIEW_PRISM_PORT, PREVIEW_SOCKET_PORT and PREVIEW_APP_PORT`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A server whose error output is kept, to be shown if it fails to start (the proxy's noise otherwise stays quiet). */
function launch(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess & { errors: string[] } {
  const child = Object.assign(spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] }), {
    errors: [] as string[],
  });
  child.stderr?.on('data', (chunk: Buffer) => child.errors.push(chunk.toString()));
  child.on('error', (error) => child.errors.push(String(error)));
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Starts the mock and the preview of dist/; `close()` stops both. */
export async function startPreview(): Promise<{ origin: string; close: () => Promise<void> }> {
  const ports = previewPorts();
  await waitForFreePorts([ports.prism, ports.socket, ports.app]);
  const env = { ...process.env, PRISM_PORT: ports.prism, SOCKET_PORT: ports.socket };
  const mock = launch(process.execPath, ['mock-server/start.ts'], env);
  const preview = launch(...nodeBin('vite', ['preview', '--host', HOST, '--port', ports.app, '--strictPort']), env);
  const close = async () => void (await Promise.all([stop(mock), stop(preview)]));
  try {
    // the asset server starts after Prism: once it serves a file, the whole mock is up
    await Promise.all([
      waitFor(`http://${HOST}:${ports.socket}/upload/logo.svg`, mock),
      waitFor(`http://${HOST}:${ports.app}/`, preview),
    ]);
  } catch (error) {
    await close();
    console.error([...mock.errors, ...preview.errors].join(''));
    throw error;
  }
  return { origin: `http://${HOST}:${ports.app}`, close };
}
