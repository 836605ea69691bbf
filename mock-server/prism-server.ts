/**
 * Prism's mock server, configured as `prism mock` configures it (request validation, security checks, CORS,
 * static or dynamic answers, `--errors`), without what only its command line needs. The command line reads and
 * dereferences the document twice (the second time for its `x-json-schema-faker` options), then logs every
 * operation through a JSON log formatter before it says it listens, and watches the file. Here the operations are
 * read once per document content and kept as JSON in mock-server/.cache/, so a start reads them back in a few
 * milliseconds. Started by prism-process.ts:
 *   node mock-server/prism-server.ts <document> <host> <port> [dynamic] [errors]
 * Request logs (one line each) only with PRISM_VERBOSE.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { parse } from 'yaml';
import { hashText, writeWhole } from '@tradedesk/contract/tools';

type PrismModules = {
  http: { getHttpOperationsFromSpec: (document: unknown) => Promise<unknown[]> };
  server: {
    createServer: (
      operations: unknown[],
      options: object,
    ) => { listen: (port: number, host: string) => Promise<string> };
  };
  core: { createLogger: (name: string, options: object, destination: NodeJS.WritableStream) => unknown };
  faker: {
    option: (name: string, value: unknown) => void;
    locate: (name: string) => { setLocale: (l: string) => void };
  };
};
type Cached = { fakerOptions: Record<string, unknown>; operations: unknown[] };

const CACHE = new URL('.cache', import.meta.url).pathname;
const KEPT = 3;

/** Prism's own modules, as its command line resolves them. */
function prismModules(): PrismModules & { version: string } {
  const fromCli = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json'));
  const fromHttp = createRequire(fromCli.resolve('@stoplight/prism-http/package.json'));
  return {
    http: fromCli('@stoplight/prism-http'),
    server: fromCli('@stoplight/prism-http-server'),
    core: fromCli('@stoplight/prism-core'),
    faker: fromHttp('json-schema-faker').JSONSchemaFaker,
    version: (fromHttp('./package.json') as { version: string }).version,
  };
}

async function operationsOf(document: string, prism: ReturnType<typeof prismModules>): Promise<Cached> {
  const text = readFileSync(document, 'utf8');
  const file = join(CACHE, `prism-operations.${hashText(`${prism.version}\0${text}`).slice(0, 16)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Cached;
  const parsed = (document.endsWith('.json') ? JSON.parse(text) : parse(text)) as Record<string, unknown>;
  const cached: Cached = {
    fakerOptions: (parsed['x-json-schema-faker'] ?? {}) as Record<string, unknown>,
    operations: await prism.http.getHttpOperationsFromSpec(parsed),
  };
  mkdirSync(CACHE, { recursive: true });
  writeWhole(file, JSON.stringify(cached));
  const older = readdirSync(CACHE)
    .filter((name) => /^prism-operations\.[0-9a-f]+\.json$/.test(name))
    .map((name) => join(CACHE, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of older.slice(KEPT)) rmSync(old, { force: true });
  return cached;
}

/** Prism's pino log lines, shortened to `[name] message` for PRISM_VERBOSE. */
function logStream(): PassThrough {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      try {
        const entry = JSON.parse(line) as { name?: string; msg?: string };
        process.stdout.write(`[${entry.name ?? 'PRISM'}] ${entry.msg ?? line}\n`);
      } catch {
        process.stdout.write(`${line}\n`);
      }
    }
  });
  return stream;
}

const camelCase = (name: string) => name.replace(/[-_ ]+(\w)/g, (_, letter: string) => letter.toUpperCase());

export async function servePrism(document: string, host: string, port: number, flags: string[]): Promise<void> {
  const prism = prismModules();
  const { fakerOptions, operations } = await operationsOf(document, prism);
  if (!operations.length) throw new Error(`${document}: no operations`);
  for (const [option, value] of Object.entries(fakerOptions))
    if (option === 'locale') prism.faker.locate('faker').setLocale(String(value));
    else prism.faker.option(camelCase(option), value);
  const logger = prism.core.createLogger(
    'CLI',
    { level: process.env.PRISM_VERBOSE ? 'info' : 'warn', formatters: { level: (level: string) => ({ level }) } },
    logStream(),
  ) as { child: (options: object) => unknown };
  const server = prism.server.createServer(operations, {
    cors: true,
    config: {
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: flags.includes('errors'),
      upstreamProxy: undefined,
      mock: { dynamic: flags.includes('dynamic'), ignoreExamples: false, seed: null },
      isProxy: false,
    },
    components: { logger: logger.child({ name: 'HTTP SERVER' }) },
  });
  const address = await server.listen(port, host);
  console.log(`Prism is listening on ${address}`);
}

if (import.meta.main) {
  const [document, host, port, ...flags] = process.argv.slice(2);
  if (!document || !host || !port)
    throw new Error('usage: prism-server.ts <document> <host> <port> [dynamic] [errors]');
  await servePrism(document, host, Number(port), flags);
  // the process that started this one holds its standard input: when that process ends, however it ends (a test
  // worker killed, `kill -9` of the mock), the pipe closes and Prism ends with it instead of holding its port
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}
