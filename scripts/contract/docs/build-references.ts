/**
 * `npm run docs`: self-contained HTML references of both bundled contracts, built offline by Redoc (the Redocly
 * CLI's build-docs, which renders OpenAPI and AsyncAPI 3 alike), into reference/:
 * - http.html from openapi/dist/openapi.yaml, realtime.html from asyncapi/dist/asyncapi.yaml: every operation and
 *   event with its examples (the error envelopes among them), its schemas and its `x-source`;
 * - index.html: both versions, links to both references, and the contract changelog.
 * The pages carry a content security policy that forbids every network request, so what works here works offline.
 * A reference whose inputs are unchanged is not built again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { hashInputs } from '../lib/content-hash.ts';
import { nodeBin, runTool } from '../lib/node-bin.ts';
import { renderIndexPage } from './index-page.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
export const REFERENCE_DIR = process.env.REFERENCE_DIR ?? join(ROOT, 'reference');
const TEMPLATE = 'scripts/contract/docs/reference-template.hbs';
const BUILT_FROM = join(REFERENCE_DIR, '.built-from.json');

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
    extensions: ['x-source', 'x-effect'],
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

function buildDocs(reference: Reference, output: string): Promise<void> {
  const options = JSON.stringify({ showExtensions: reference.extensions });
  const [command, args] = nodeBin('redocly', [
    'build-docs',
    reference.bundle,
    '--inlineBundle',
    `--template=${TEMPLATE}`,
    `--title=${reference.title} ${versionOf(reference.bundle)}`,
    `--${reference.kind}=${options}`,
    '--lint-config=off',
    `--output=${output}`,
  ]);
  return runTool(`build-docs ${reference.bundle}`, [command, args], ROOT);
}

const keyOf = (reference: Reference) =>
  hashInputs(ROOT, [reference.bundle, TEMPLATE, 'scripts/docs', 'package-lock.json'], JSON.stringify(reference));

/** Builds what changed; returns the paths of the three pages. */
export async function buildReferences(): Promise<string[]> {
  for (const { bundle } of REFERENCES)
    if (!existsSync(join(ROOT, bundle))) throw new Error(`${bundle} is missing: run npm run generate first`);
  mkdirSync(REFERENCE_DIR, { recursive: true });
  const built = existsSync(BUILT_FROM) ? (JSON.parse(readFileSync(BUILT_FROM, 'utf8')) as Record<string, string>) : {};
  await Promise.all(
    REFERENCES.map(async (reference) => {
      const output = join(REFERENCE_DIR, reference.file);
      const key = keyOf(reference);
      if (built[reference.file] === key && existsSync(output)) return;
      await buildDocs(reference, output);
      built[reference.file] = key;
    }),
  );
  writeFileSync(BUILT_FROM, JSON.stringify(built, null, 2));
  const versions = Object.fromEntries(REFERENCES.map((reference) => [reference.file, versionOf(reference.bundle)]));
  writeFileSync(
    join(REFERENCE_DIR, 'index.html'),
    renderIndexPage(REFERENCES, versions, readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8')),
  );
  return ['index.html', ...REFERENCES.map((reference) => reference.file)].map((file) => join(REFERENCE_DIR, file));
}

if (import.meta.main) {
  const started = performance.now();
  const pages = await buildReferences();
  for (const page of pages) console.log(`  ${relative(process.cwd(), page)}`);
  console.log(`references ready in ${Math.round(performance.now() - started)} ms: open reference/index.html`);
}
