/**
 * The two contracts as they stand at a git ref or in the working tree, bundled the same way on both sides: the
 * HTTP contract by `redocly bundle`, the realtime contract by the project's AsyncAPI bundler. A side that has no
 * such contract (a ref from before it existed) has no bundle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { bundleAsyncApi } from '../codegen/realtime/bundle-asyncapi.ts';
import { nodeBin, runTool } from '../lib/node-bin.ts';

export type ContractId = 'http' | 'realtime';
export type Bundles = Partial<Record<ContractId, string>>;

/** The contract folders a source tree holds (paths relative to the repository root). */
export const CONTRACT_FOLDERS = ['openapi', 'asyncapi'];

export function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Writes the contract folders of `ref` into `target` (nothing when the ref has none of them). */
export function extractAtRef(root: string, ref: string, target: string): void {
  mkdirSync(target, { recursive: true });
  const present = CONTRACT_FOLDERS.filter((folder) => git(root, ['ls-tree', '--name-only', ref, folder]) !== '');
  if (!present.length) return;
  const archive = execFileSync('git', ['archive', '--format=tar', ref, ...present], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', target], { input: archive });
}

function redoclyBundle(source: string, output: string): Promise<void> {
  const command = nodeBin('redocly', ['bundle', source, '--output', output, '--lint-config=off']);
  // run outside the repository so that no redocly.yaml (lint rules, plugins) is read: both sides alike
  return runTool(`bundling ${source}`, command, { cwd: join(output, '..') });
}

/** Bundles the contracts found under `sourceRoot` into `target`/openapi.yaml and `target`/asyncapi.yaml. */
export async function bundleContracts(sourceRoot: string, target: string): Promise<Bundles> {
  mkdirSync(target, { recursive: true });
  const bundles: Bundles = {};
  const openapiRoot = join(sourceRoot, 'openapi/openapi.yaml');
  const asyncapiRoot = join(sourceRoot, 'asyncapi/asyncapi.yaml');
  const http = existsSync(openapiRoot)
    ? redoclyBundle(openapiRoot, join(target, 'openapi.yaml')).then(() => (bundles.http = join(target, 'openapi.yaml')))
    : undefined;
  if (existsSync(asyncapiRoot)) {
    const bundled = bundleAsyncApi({
      root: asyncapiRoot,
      asyncapiDir: join(sourceRoot, 'asyncapi'),
      openapiSchemasDir: join(sourceRoot, 'openapi/components/schemas'),
    });
    bundles.realtime = join(target, 'asyncapi.yaml');
    writeFileSync(bundles.realtime, stringify(bundled, { lineWidth: 0, aliasDuplicateObjects: false }));
  }
  await http;
  return bundles;
}
