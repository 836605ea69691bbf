/**
 * `npm start`: the mock backend (Prism, asset server and socket emitter) and the Vite dev server together.
 * The app is on http://localhost:5173; Vite proxies /api, /upload and /socket.io to the mock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { nodeBin } from '@tradedesk/contract/tools';

const children: ChildProcess[] = [];

function launch(label: string, command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.once('exit', (code) => {
    console.error(`[${label}] exited with code ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
launch('mock', process.execPath, [new URL('../../mock-server/start.ts', import.meta.url).pathname]);
launch('app', ...nodeBin('vite', ['--host', '127.0.0.1', '--port', process.env.APP_PORT ?? '5173', '--strictPort']));
