/**
 * `npm run generate` on a copy of the project's contract and generators: a changed schema must reach the
 * generated code even though every step's outputs are cached, and the old output must come back with the old
 * schema. The copy shares the project's step cache, so only the steps the change touches really run.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE, loadDocument } from '@tradedesk/contract';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

// new on every run: the shared step cache may hold the outputs of an earlier run's probe, which must not be served
const FIELD = `cache_probe_${Date.now().toString(36)}`;
let project: ProjectCopy;
let copy: string;

function generate(): string {
  const result = project.generate();
  if (!result.ok) throw new Error(`generate failed:\n${result.output}`);
  return result.output;
}

const generatedZod = () =>
  readdirSync(join(copy, 'src/gen/zod'), { recursive: true })
    .filter((file) => String(file).endsWith('.ts'))
    .map((file) => readFileSync(join(copy, 'src/gen/zod', String(file)), 'utf8'))
    .join('\n');

/** The split file of a schema that the bundle keeps (so some operation uses it), with top-level properties. */
function usedSchemaFile(): string {
  const used = new Set(Object.keys(loadDocument(DEFAULT_BUNDLE).components.schemas ?? {}));
  const folder = join(copy, 'openapi/components/schemas');
  const files = readdirSync(folder, { recursive: true }).map(String);
  for (const file of files.filter((name) => name.endsWith('.yaml')).sort()) {
    const name =
      file
        .split('/')
        .pop()
        ?.replace(/\.yaml$/, '') ?? '';
    const schema = parse(readFileSync(join(folder, file), 'utf8')) as { properties?: object } | null;
    if (used.has(name) && schema?.properties) return join(folder, file);
  }
  throw new Error('no used object schema in openapi/components/schemas');
}

beforeAll(() => {
  project = copyProject('generate-cache', ['src/routes', 'src/shared/lib/http']);
  copy = project.folder;
});
afterAll(() => project.remove());

describe('npm run generate with its step cache', () => {
  it('regenerates what a changed schema touches and never serves the output of other inputs', () => {
    generate();
    expect(generatedZod()).not.toContain(FIELD);

    const file = usedSchemaFile();
    const original = readFileSync(file, 'utf8');
    const schema = parse(original) as { properties: Record<string, unknown> };
    schema.properties[FIELD] = { type: 'string', description: 'Added by the cache test.' };
    writeFileSync(file, stringify(schema));
    const changed = generate();
    expect(changed).toMatch(/orval and response validators ok \(\d+ ms\)\n/);
    expect(generatedZod()).toContain(FIELD);
    expect(readFileSync(join(copy, 'openapi/dist/openapi.yaml'), 'utf8')).toContain(FIELD);

    writeFileSync(file, original);
    const reverted = generate();
    expect(reverted).toContain('orval and response validators ok');
    expect(generatedZod()).not.toContain(FIELD);
  }, 120_000);
});
