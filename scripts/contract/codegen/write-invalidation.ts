/**
 * Writes src/gen/invalidation.ts from the two bundled contracts: what each write operation (its `x-invalidates`)
 * and each private push (its message's `x-invalidates`) makes stale, as the reads' query-key prefixes. Each prefix
 * is checked by TypeScript against the key Orval generates for the read (`get<Operation>QueryKey`): the path is
 * part of that key's type, so a prefix that no longer starts the read's keys fails `tsc`; each write's name is
 * checked against its generated mutation key the same way. src/shared/lib/query/invalidation.ts invalidates
 * through it. Runs after Orval (the helpers must exist) and after the realtime contract's generation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { loadAsyncApi } from '../asyncapi-document.ts';
import { listOperations, loadDocument, type Operation } from '../contract-document.ts';
import { effectsOf, invalidationsByEvent, listProblems, socketInvalidationProblems } from '../invalidation.ts';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const queryKeyHelper = (operation: Operation) => `get${pascal(operation.operationId)}QueryKey`;
const mutationKeyHelper = (operation: Operation) => `get${pascal(operation.operationId)}MutationKey`;
const moduleOf = (operation: Operation) => `src/gen/api/${operation.tag}/${operation.tag}.ts`;

/** Orval's key of a read starts with the path, after the method for a POST read (then parameters and body). */
export const keyPrefix = (operation: Operation): string[] =>
  operation.method === 'GET' ? [operation.path] : [operation.method, operation.path];

const list = (names: readonly string[]) => `[${names.map((name) => `'${name}'`).join(', ')}]`;

export function invalidationSource(
  operations: Operation[],
  events: Record<string, string[]>,
  sources = 'openapi/dist/openapi.yaml and asyncapi/dist/asyncapi.yaml',
): string {
  const effects = effectsOf(operations);
  const problems = operations
    .filter((operation) => operation.effect === 'write')
    .flatMap((operation) =>
      listProblems(operation.object['x-invalidates'], effects).map((problem) => `${operation.operationId} ${problem}`),
    );
  if (problems.length) throw new Error(`invalid x-invalidates:\n  ${problems.join('\n  ')}`);
  const byName = (a: Operation, b: Operation) => a.operationId.localeCompare(b.operationId);
  const reads = operations.filter((operation) => operation.effect === 'read').sort(byName);
  const writes = operations.filter((operation) => operation.effect === 'write').sort(byName);
  const tags = [...new Set(operations.map((operation) => operation.tag))].sort();
  const helpersOf = (tag: string) =>
    operations
      .filter((operation) => operation.tag === tag)
      .sort(byName)
      .map((operation) => (operation.effect === 'read' ? queryKeyHelper(operation) : mutationKeyHelper(operation)));
  return [
    `// Generated — do not edit. Written by scripts/contract/codegen/write-invalidation.ts from ${sources}.`,
    '/**',
    ' * What each change makes stale, as the contracts say it (`x-invalidates`): for every write operation and every',
    ' * private socket event, the read operations whose cached answers it may change. A read is named by the start of',
    ' * every query key Orval generates for it (`get<Operation>QueryKey`, whatever the parameters): its path, after',
    ' * the method for a POST read. TypeScript checks each start against the generated key, so a read whose path',
    ' * changes in the contract changes here with it, and code naming a read or write that no longer exists fails.',
    ' */',
    ...tags.map((tag) => `import type { ${helpersOf(tag).join(', ')} } from './api/${tag}/${tag}';`),
    "import type { ServerEventName } from './socket/events';",
    '',
    '/** The start of a generated query key: the path, after the method for a POST read. */',
    "type KeyPrefix<Key> = Key extends readonly ['POST', infer Path, ...unknown[]]",
    "  ? readonly ['POST', Path]",
    '  : Key extends readonly [infer Path, ...unknown[]]',
    '    ? readonly [Path]',
    '    : never;',
    '/** The key prefix of the read whose generated key helper this is. */',
    'type PrefixOf<Helper extends (...args: never[]) => readonly unknown[]> = KeyPrefix<ReturnType<Helper>>;',
    '/** The operationId a generated mutation key helper names. */',
    'type MutationOf<Helper extends () => readonly [string]> = ReturnType<Helper>[0];',
    '',
    '/** Every read operation, by operationId: the start of each of its query keys. */',
    'export const readKeyPrefixes = {',
    ...reads.map(
      (operation) =>
        `  ${operation.operationId}: ${list(keyPrefix(operation))} as const satisfies PrefixOf<typeof ${queryKeyHelper(operation)}>,`,
    ),
    '};',
    '',
    'export type ReadOperationId = keyof typeof readKeyPrefixes;',
    'export type WriteOperationId =',
    ...writes.map((operation) => `  | MutationOf<typeof ${mutationKeyHelper(operation)}>`),
    '  ;',
    '',
    "/** The reads each write operation may change (the operation's `x-invalidates`). */",
    'export const invalidatedByWrite: { readonly [Write in WriteOperationId]: readonly ReadOperationId[] } = {',
    ...writes.map((operation) => `  ${operation.operationId}: ${list(operation.object['x-invalidates'] ?? [])},`),
    '};',
    '',
    "/** The reads each private socket event says changed (its message's `x-invalidates`). */",
    'export const invalidatedByEvent = {',
    ...Object.keys(events)
      .sort()
      .map((event) => `  ${event}: ${list(events[event])},`),
    '} as const satisfies { readonly [Event in ServerEventName]?: readonly ReadOperationId[] };',
    '',
    'export type InvalidatingEvent = keyof typeof invalidatedByEvent;',
    '',
  ].join('\n');
}

export async function writeInvalidation(
  bundle: string,
  asyncapiBundle: string,
  target = 'src/gen/invalidation.ts',
): Promise<void> {
  const operations = listOperations(loadDocument(bundle));
  const modules = new Map<string, string>();
  const source = (file: string) => modules.get(file) ?? modules.set(file, readFileSync(file, 'utf8')).get(file)!;
  const missing = operations
    .map(
      (operation) =>
        [operation, operation.effect === 'read' ? queryKeyHelper(operation) : mutationKeyHelper(operation)] as const,
    )
    .filter(([operation, helper]) => !source(moduleOf(operation)).includes(`export const ${helper} =`))
    .map(([operation, helper]) => `${operation.operationId} (${helper} in ${moduleOf(operation)})`);
  if (missing.length) throw new Error(`Orval wrote no key helper for:\n  ${missing.join('\n  ')}`);
  const asyncapi = loadAsyncApi(asyncapiBundle);
  const problems = socketInvalidationProblems(asyncapi, effectsOf(operations));
  if (problems.length) throw new Error(`invalid x-invalidates in the AsyncAPI document:\n  ${problems.join('\n  ')}`);
  const code = invalidationSource(operations, invalidationsByEvent(asyncapi));
  writeFileSync(
    target,
    await format(code, { filepath: target, singleQuote: true, printWidth: 120, trailingComma: 'all' }),
  );
}
