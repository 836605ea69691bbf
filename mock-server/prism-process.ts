/**
 * Starts Prism on a document and resolves once it listens; used by `npm run mock`, tests, probes and benchmarks.
 * Prism runs in its own process (prism-server.ts: Prism's server as its command line configures it, from
 * operations read once per document).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { toolEnvironment } from '@tradedesk/contract/tools';

const PRISM_SERVER = new URL('./prism-server.ts', import.meta.url).pathname;

export type PrismOptions = {
  document: string;
  port: number;
  host?: string;
  dynamic?: boolean;
  errors?: boolean;
  log?: (line: string) => void;
};
export type PrismProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

export function startPrism({
  document,
  port,
  host = '127.0.0.1',
  dynamic = true,
  errors = false,
  log,
}: PrismOptions): Promise<PrismProcess> {
  const args = [PRISM_SERVER, document, host, String(port)];
  if (dynamic) args.push('dynamic');
  if (errors) args.push('errors');
  // Node's compile cache (toolEnvironment) spares Prism compiling its few hundred modules at every start.
  const child = spawn(process.execPath, args, {
    // its standard input stays open while this process lives: Prism ends when it closes (prism-server.ts)
    stdio: ['pipe', 'pipe', 'pipe'],
    env: toolEnvironment({ NODE_ENV: 'development' }),
  });
  const url = `http://${host}:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log?.(line);
      if (text.includes('Prism is listening')) resolve({ url, child, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`Prism exited with code ${code} before listening:\n${output.slice(-4000)}`)),
    );
  });
}
