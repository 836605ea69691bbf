/**
 * A read renamed in the contract never leaves a place that invalidates it silently stale. On a copy of the
 * project (generated with the project's step cache, so only what the change touches runs again):
 * - listSpotOrders moves from /coin/list to /coin/orders: the generated invalidation map starts its keys with the
 *   new path and the app compiles as it is, since no source names the path (its keys are made from the generated
 *   prefixes), so every write and push that invalidated the read still reaches it; code that held the old path
 *   through the generated types fails `tsc`, and a source naming a path as a string fails the app's rules
 *   (tests/contract/app-invalidation.test.ts), here on the copy;
 * - listSpotOrders is renamed listMySpotOrders instead: the generation stops at the contract's lint and the realtime
 *   contract's check, naming each write and push whose x-invalidates still names the old read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCheck } from '@tradedesk/contract/tools';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { appSources, invalidationRules } from './app-invalidation-rules.ts';

let project: ProjectCopy;
let copy: string;
const run = (command: string, args: string[]) => project.run(command, args);
const generate = () => project.generate();
const edit = (file: string, change: (text: string) => string) => project.edit(file, change);

beforeAll(() => {
  project = copyProject('invalidation-rename', ['src']);
  copy = project.folder;
});
afterAll(() => project.remove());

describe('a read renamed in the contract', () => {
  it('moves to a new path: what invalidates it follows, and code holding the old path fails', () => {
    edit('openapi/openapi.yaml', (text) => text.replace('\n  /coin/list:\n', '\n  /coin/orders:\n'));
    const generated = generate();
    expect(generated.ok, generated.output).toBe(true);
    const map = readFileSync(join(copy, 'src/gen/invalidation.ts'), 'utf8');
    expect(map).toMatch(/listSpotOrders: \['\/coin\/orders'\] as const satisfies PrefixOf/);
    expect(map).not.toContain("'/coin/list'");

    // the app's rules hold on the copy: no source names a path, the old one or the new
    const { problemsOf } = invalidationRules(join(copy, 'openapi/dist/openapi.yaml'));
    const sources = appSources(copy);
    expect(sources.flatMap(({ file, text }) => problemsOf(file, text))).toEqual([]);
    expect(sources.filter(({ text }) => text.includes("'/coin/list'")).map(({ file }) => file)).toEqual([]);

    // code that held the old path through the generated types, and the app, compiled together
    writeFileSync(
      join(copy, 'src/holds-old-path.ts'),
      [
        "import { readKeyPrefixes } from './gen/invalidation';",
        '',
        "export const held: typeof readKeyPrefixes.listSpotOrders = ['/coin/list'];",
        '',
      ].join('\n'),
    );
    // the app's own code: its tests reach the mock (@tradedesk/mock-server/in-process), which the copy leaves out
    writeFileSync(
      join(copy, 'tsconfig.app.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: ['src'],
        exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/app/testing'],
      }),
    );
    const compiled = run(...typeCheck(['-p', 'tsconfig.app.json']));
    const errors = compiled.output.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors, compiled.output).toEqual([
      expect.stringMatching(
        /^src\/holds-old-path\.ts\(3,\d+\): error TS2322: Type '"\/coin\/list"' is not assignable to type '"\/coin\/orders"'/,
      ),
    ]);
  }, 300_000);

  it('gets another operationId: the generation names each write and push that still names the old one', () => {
    edit('openapi/paths/trade/coin@list.yaml', (text) =>
      text.replace('operationId: listSpotOrders\n', 'operationId: listMySpotOrders\n'),
    );
    const generated = generate();
    expect(generated.ok).toBe(false);
    // submitSpotOrder and cancelSpotOrder, in the lint of the HTTP contract
    expect(
      generated.output.match(/x-invalidates: "listSpotOrders" is no operationId of this contract\./g),
    ).toHaveLength(2);
    expect(generated.output).toContain(
      'spot_order x-invalidates: listSpotOrders is no operationId of the HTTP contract',
    );
  }, 300_000);
});
