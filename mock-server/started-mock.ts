/**
 * Starts the whole mock as `npm run mock` starts it (mock-server/start.ts: the sandbox and Prism behind the
 * gateway, the socket emitter) on free ports, retrying with new ports when one was taken before it listened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

const START = new URL('./start.ts', import.meta.url).pathname;

export type StartedMock = {
  prismPort: number;
  socketPort: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Ends the mock as a crash would (SIGKILL): nothing of it runs after, no flush. */
  crash: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function launch(env: Record<string, string>, prismPort: number, socketPort: number) {
  let output = '';
  const mock: ChildProcess = spawn(process.execPath, [START], {
    env: { ...process.env, ...env, PRISM_PORT: String(prismPort), SOCKET_PORT: String(socketPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('mock backend ready')) resolve();
    };
    mock.stdout!.on('data', onData);
    mock.stderr!.on('data', onData);
    mock.once('exit', (code) => reject(new Error(`the mock exited (${code}) before it was ready:\n${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (mock.exitCode !== null || mock.signalCode !== null) return;
    const exited = new Promise((resolve) => mock.once('exit', resolve));
    mock.kill(signal);
    await exited;
  };
  return { ready, stop: () => end('SIGTERM'), crash: () => end('SIGKILL'), output: () => output };
}

/** `env`: MOCK_SEED, MOCK_NOW... for the mock. */
export async function startMock(env: Record<string, string>): Promise<StartedMock> {
  for (let attempt = 1; ; attempt += 1) {
    const [prismPort, socketPort] = [await freePort(), await freePort()];
    const started = launch(env, prismPort, socketPort);
    try {
      await started.ready;
      return { prismPort, socketPort, output: started.output, stop: started.stop, crash: started.crash };
    } catch (error) {
      await started.stop();
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}
