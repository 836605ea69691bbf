/**
 * The contract diff on the project's own contracts: each kind of breaking change is caught and placed at its
 * operation or event, an added optional field passes, a major version step lets a breaking change through, and the
 * command line compares a branch with its merge base in a real git repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASYNCAPI_BUNDLE, loadAsyncApi, type AsyncApiDocument } from '@tradedesk/contract';
import {
  DEFAULT_BUNDLE,
  listOperations,
  loadDocument,
  resolveLocal,
  successBranch,
  type JsonSchema,
  type OpenApiDocument,
} from '@tradedesk/contract';
import { compareContracts, type ContractDiff } from '@tradedesk/contract';
import { contractsRepo } from '../support/contracts-repo.ts';

const REPO = resolve(import.meta.dirname, '../..');
let scratch: string;
let counter = 0;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(document: unknown): string {
  counter += 1;
  const file = join(scratch, `bundle-${counter}.yaml`);
  writeFileSync(file, stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }));
  return file;
}

/** The first success payload of the contract that is an object with required properties (a row of a list too). */
function answeredObject(document: OpenApiDocument): { schema: JsonSchema; operation: string } {
  for (const operation of listOperations(document)) {
    const envelope = resolveLocal(document, nodeAtPointer(document, operation.responsePointer) as JsonSchema);
    const success = envelope && successBranch(document, envelope);
    const properties = success && (resolveLocal(document, success).properties as Record<string, JsonSchema>);
    let payload = properties?.message && resolveLocal(document, properties.message);
    if (payload?.type === 'array') payload = resolveLocal(document, payload.items as JsonSchema);
    if (payload?.properties && (payload.required as string[] | undefined)?.length)
      return { schema: payload, operation: `${operation.method} ${operation.path}` };
  }
  throw new Error('no operation answers an object with required properties');
}

function nodeAtPointer(document: OpenApiDocument, pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
}

/** The first string field of a request body, made an integer. */
function narrowBodyField(document: OpenApiDocument): { field: string; operation: string } {
  for (const operation of listOperations(document)) {
    if (!operation.bodySchema) continue;
    const body = resolveLocal(document, operation.bodySchema);
    for (const [field, property] of Object.entries((body.properties ?? {}) as Record<string, JsonSchema>)) {
      if (property.type !== 'string' || property.$ref) continue;
      for (const keyword of ['pattern', 'format', 'minLength', 'maxLength', 'enum', 'example'])
        delete property[keyword];
      property.type = 'integer';
      return { field, operation: `${operation.method} ${operation.path}` };
    }
  }
  throw new Error('no request body with a string field');
}

function removeServerEvent(document: AsyncApiDocument): string {
  const [operationId, operation] = Object.entries(document.operations).find(([, entry]) => entry.action === 'send')!;
  const [, channel, , message] = operation.messages[0].$ref.replace('#/', '').split('/');
  delete document.operations[operationId];
  delete document.channels[channel].messages[message];
  return operationId;
}

const breakingOf = (diff: ContractDiff | undefined) => diff?.changes.filter((change) => change.breaking) ?? [];
const byContract = (diffs: ContractDiff[], contract: string) => diffs.find((diff) => diff.contract === contract);

describe('contract diff', () => {
  it('catches a removed field, a narrowed type, a new required parameter and a removed event', async () => {
    const http = loadDocument(DEFAULT_BUNDLE);
    const answered = answeredObject(http);
    const removedField = (answered.schema.required as string[])[0];
    delete (answered.schema.properties as Record<string, unknown>)[removedField];
    answered.schema.required = (answered.schema.required as string[]).filter((name) => name !== removedField);
    const narrowed = narrowBodyField(http);
    const [first] = listOperations(http);
    first.object.parameters = [
      ...(first.object.parameters ?? []),
      { name: 'region_code', in: 'query', required: true, schema: { type: 'string' } },
    ];
    const realtime = loadAsyncApi(DEFAULT_ASYNCAPI_BUNDLE);
    const removedEvent = removeServerEvent(realtime);

    const diffs = await compareContracts(
      { http: DEFAULT_BUNDLE, realtime: DEFAULT_ASYNCAPI_BUNDLE },
      { http: write(http), realtime: write(realtime) },
      scratch,
    );
    const httpBreaking = breakingOf(byContract(diffs, 'http'));
    expect(httpBreaking.find((change) => change.pointer.endsWith(`/properties/${removedField}`))).toMatchObject({
      message: expect.stringContaining(removedField),
    });
    expect(httpBreaking.find((change) => change.message.includes(narrowed.field))).toMatchObject({
      where: narrowed.operation,
      message: expect.stringMatching(/narrowed/i),
    });
    expect(httpBreaking.find((change) => change.message.includes('region_code'))).toMatchObject({
      where: `${first.method} ${first.path}`,
    });
    expect(breakingOf(byContract(diffs, 'realtime')).map((change) => change.where)).toContain(
      `operation ${removedEvent}`,
    );
    for (const diff of diffs) {
      expect(diff.passed).toBe(false);
      expect(diff.verdict).toMatch(/raise info.version to \d+\.\d+\.\d+/);
    }
  }, 60_000);

  it('lets an added optional field pass, and a breaking change released with a major step', async () => {
    const http = loadDocument(DEFAULT_BUNDLE);
    const answered = answeredObject(http);
    (answered.schema.properties as Record<string, unknown>).settlement_note = { type: 'string', maxLength: 200 };
    const [added] = await compareContracts({ http: DEFAULT_BUNDLE }, { http: write(http) }, scratch);
    expect(added.changes.length).toBeGreaterThan(0);
    expect(added.changes.some((change) => change.pointer.includes('settlement_note'))).toBe(true);
    expect(breakingOf(added)).toEqual([]);
    expect(added.passed).toBe(true);

    const realtime = loadAsyncApi(DEFAULT_ASYNCAPI_BUNDLE);
    removeServerEvent(realtime);
    const version = (realtime.info as { version: string }).version.split('.').map(Number);
    const released = { ...realtime, info: { ...(realtime.info as object), version: `${version[0] + 1}.0.0` } };
    const [major] = await compareContracts(
      { realtime: DEFAULT_ASYNCAPI_BUNDLE },
      { realtime: write(released) },
      scratch,
    );
    expect(major.breaking).toBeGreaterThan(0);
    expect(major.passed).toBe(true);
  }, 60_000);
});

describe('npm run contract:diff', () => {
  let contracts: ReturnType<typeof contractsRepo>;
  let repo: string;
  const git = (...args: string[]) => contracts.git(...args);
  const diff = () =>
    spawnSync(process.execPath, [join(REPO, 'scripts/contract/contract-diff.ts')], { cwd: repo, encoding: 'utf8' });

  beforeAll(() => {
    contracts = contractsRepo('contract-diff-repo-', 'remove-an-operation');
    repo = contracts.folder;
  });
  afterAll(() => contracts.remove());

  it('fails a branch that removes an operation until the version takes a major step', () => {
    const rootFile = join(repo, 'openapi/openapi.yaml');
    const root = parse(readFileSync(rootFile, 'utf8')) as { info: { version: string }; paths: Record<string, unknown> };
    const [removedPath] = Object.keys(root.paths);
    delete root.paths[removedPath];
    writeFileSync(rootFile, stringify(root));

    const failing = diff();
    expect(failing.status, failing.stderr).toBe(1);
    expect(failing.stdout).toContain(`${removedPath}`);
    const report = JSON.parse(readFileSync(join(repo, 'contract-diff/report.json'), 'utf8'));
    expect(report.base.commit).toBe(git('rev-parse', 'main'));
    expect(report.passed).toBe(false);
    expect(readFileSync(join(repo, 'contract-diff/summary.md'), 'utf8')).toContain('🔴 breaking');

    const [major, minor] = root.info.version.split('.').map(Number);
    root.info.version = major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
    writeFileSync(rootFile, stringify(root));
    const passing = diff();
    expect(passing.status, passing.stdout + passing.stderr).toBe(0);
  }, 120_000);

  it('refuses a ref that does not exist', () => {
    const result = spawnSync(
      process.execPath,
      [join(REPO, 'scripts/contract/contract-diff.ts'), '--base', 'no-such-branch'],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('no-such-branch is not a commit');
  });
});
