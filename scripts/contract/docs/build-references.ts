/**
 * `npm run docs`: self-contained HTML references of both bundled contracts, built offline by Redoc (the Redocly
 * CLI's build-docs, which renders OpenAPI and AsyncAPI 3 alike), into reference/:
 * - http.html from openapi/dist/openapi.yaml, realtime.html from asyncapi/dist/asyncapi.yaml: every operation and
 *   event with its examples (the error envelopes among them), its schemas and its `x-source`;
 * - index.html: both versions, links to both references, and the contract changelog.
 * Each write operation and each private push says what it changes ("Changes:" under its description, the reads of
 * its `x-invalidates`, linked in the HTTP reference), and each read or schema marked `x-volatile` that it moves on
 * its own, from a copy of the bundle made for the page.
 * The pages carry a content security policy that forbids every network request, so what works here works offline.
 * A reference whose inputs are unchanged is not built again.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { hashInputs } from '../lib/content-hash.ts';
import { nodeBin, runTool } from '../lib/node-bin.ts';
import { renderIndexPage } from './index-page.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
/** Where the references are built and served from: reference/, or REFERENCE_DIR, read when asked, not at import. */
export const referenceDir = (): string => process.env.REFERENCE_DIR ?? join(ROOT, 'reference');
const TEMPLATE = 'scripts/contract/docs/reference-template.hbs';

export type Reference = {
  file: string;
  title: string;
  bundle: string;
  kind: 'openapi' | 'asyncapi';
  /** The vendor extensions Redoc shows next to each operation or message. */
  extensions: string[];
};

export const REFERENCES: Reference[] = [
  {
    file: 'http.html',
    title: 'Tradedesk HTTP API reference',
    bundle: 'openapi/dist/openapi.yaml',
    kind: 'openapi',
    extensions: ['x-source', 'x-effect', 'x-volatile'],
  },
  {
    file: 'realtime.html',
    title: 'Tradedesk realtime (socket.io) reference',
    bundle: 'asyncapi/dist/asyncapi.yaml',
    kind: 'asyncapi',
    extensions: ['x-source', 'x-delivery'],
  },
];

/** `info.version` of a bundle, read from its head (the bundles are large, and info comes first). */
export function versionOf(bundle: string): string {
  const text = readFileSync(join(ROOT, bundle), 'utf8');
  const info = /^info:\n((?:[ ]+.*\n|\n)*)/m.exec(text)?.[1] ?? '';
  const version = /^ {2}version: *(.+)$/m.exec(info)?.[1].trim();
  if (!version) throw new Error(`${bundle} has no info.version`);
  return String(parse(version));
}

type Node = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The line a write or a push gets under its description: the reads whose answers it changes. */
const changesLine = (names: string[], link: (name: string) => string) =>
  `**Changes:** ${names.length ? names.map(link).join(', ') : 'nothing a read shows.'}`;
/** The line a private push gets beside it: the writes after which it may come later, or none. */
const followsLine = (names: string[]) =>
  `**Comes:** ${
    names.length
      ? `later, after ${names.map((name) => `\`${name}\``).join(', ')}, at an instant of the server's.`
      : "of the server's own accord, after nothing the user wrote."
  }`;
/** Under a read or a schema marked `x-volatile`. */
const MOVES_LINE = '**Moves on its own:** changes with no write (`x-volatile`); a comparison of two answers skips it.';

/**
 * The bundle as its reference shows it: "Changes: …" under the description of every operation or message that
 * carries `x-invalidates`, and "Comes: …" under every private push's (its `x-follows`); an HTTP read is linked to
 * its place in the page.
 */
export function withChanges(document: Node, kind: Reference['kind']): Node {
  const copy = structuredClone(document);
  const describe = (node: Node, line: string) => {
    node.description = node.description ? `${String(node.description).trimEnd()}\n\n${line}` : line;
  };
  if (kind === 'asyncapi') {
    const messages = ((copy.components as Node | undefined)?.messages ?? {}) as Record<string, Node>;
    for (const message of Object.values(messages)) {
      if (Array.isArray(message['x-invalidates']))
        describe(
          message,
          changesLine(message['x-invalidates'] as string[], (name) => `\`${name}\``),
        );
      if (Array.isArray(message['x-follows'])) describe(message, followsLine(message['x-follows'] as string[]));
    }
    return copy;
  }
  const operations = Object.values(copy.paths as Record<string, Node>).flatMap((item) =>
    METHODS.map((method) => item[method] as Node | undefined).filter((operation) => operation !== undefined),
  );
  const tagOf = new Map(operations.map((operation) => [operation.operationId, (operation.tags as string[])[0]]));
  // the page's own address of an operation: #/<tag>/<operationId in lower case>
  const link = (name: string) => `[${name}](#/${tagOf.get(name)}/${name.toLowerCase()})`;
  for (const operation of operations) {
    if (Array.isArray(operation['x-invalidates']))
      describe(operation, changesLine(operation['x-invalidates'] as string[], link));
    if (operation['x-volatile'] === true) describe(operation, MOVES_LINE);
  }
  markVolatileSchemas(copy, describe);
  return copy;
}

/** Every schema marked `x-volatile`, wherever it is written (a component or a property), says so. */
function markVolatileSchemas(node: unknown, describe: (node: Node, line: string) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((item) => markVolatileSchemas(item, describe));
  const object = node as Node;
  if (object['x-volatile'] === true && !('operationId' in object)) describe(object, MOVES_LINE);
  for (const value of Object.values(object)) markVolatileSchemas(value, describe);
}

async function buildDocs(reference: Reference, output: string): Promise<void> {
  const options = JSON.stringify({ showExtensions: reference.extensions });
  const folder = mkdtempSync(join(tmpdir(), 'reference-source-'));
  const source = join(folder, `${reference.kind}.json`);
  const bundle = parse(readFileSync(join(ROOT, reference.bundle), 'utf8')) as Node;
  writeFileSync(source, JSON.stringify(withChanges(bundle, reference.kind)));
  const [command, args] = nodeBin('redocly', [
    'build-docs',
    source,
    '--inlineBundle',
    `--template=${TEMPLATE}`,
    `--title=${reference.title} ${versionOf(reference.bundle)}`,
    `--${reference.kind}=${options}`,
    '--lint-config=off',
    `--output=${output}`,
  ]);
  try {
    await runTool(`build-docs ${reference.bundle}`, [command, args], { cwd: ROOT });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const keyOf = (reference: Reference) =>
  hashInputs(ROOT, [reference.bundle, TEMPLATE, 'scripts/docs', 'package-lock.json'], JSON.stringify(reference));

/** Builds what changed into `folder` (reference/ unless REFERENCE_DIR names another); returns the three pages. */
export async function buildReferences(folder = referenceDir()): Promise<string[]> {
  // what each page was last built from: an unchanged contract is not rendered again
  const builtFrom = join(folder, '.built-from.json');
  for (const { bundle } of REFERENCES)
    if (!existsSync(join(ROOT, bundle))) throw new Error(`${bundle} is missing: run npm run generate first`);
  mkdirSync(folder, { recursive: true });
  const built = existsSync(builtFrom) ? (JSON.parse(readFileSync(builtFrom, 'utf8')) as Record<string, string>) : {};
  await Promise.all(
    REFERENCES.map(async (reference) => {
      const output = join(folder, reference.file);
      const key = keyOf(reference);
      if (built[reference.file] === key && existsSync(output)) return;
      await buildDocs(reference, output);
      built[reference.file] = key;
    }),
  );
  writeFileSync(builtFrom, JSON.stringify(built, null, 2));
  const versions = Object.fromEntries(REFERENCES.map((reference) => [reference.file, versionOf(reference.bundle)]));
  writeFileSync(
    join(folder, 'index.html'),
    renderIndexPage(REFERENCES, versions, readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8')),
  );
  return ['index.html', ...REFERENCES.map((reference) => reference.file)].map((file) => join(folder, file));
}

if (import.meta.main) {
  const started = performance.now();
  const pages = await buildReferences();
  for (const page of pages) console.log(`  ${relative(process.cwd(), page)}`);
  console.log(`references ready in ${Math.round(performance.now() - started)} ms: open reference/index.html`);
}
