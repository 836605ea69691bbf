/**
 * The README's figures that the contracts say: the number of HTTP operations and both contracts' versions. A
 * contract that gains an operation or a version fails here until the README says so too.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '@tradedesk/contract';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const versionOf = (file: string) =>
  (parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as { info: { version: string } }).info
    .version;

/** What the README says where the pattern's group stands, or undefined when it says nothing there. */
const said = (pattern: RegExp) => pattern.exec(README)?.slice(1);

describe("the README's figures of the contracts", () => {
  it('counts the HTTP operations the bundle has', () => {
    const operations = listOperations(loadDocument(DEFAULT_BUNDLE));
    expect(said(/\((\d+) operations under `\/api`\)/)).toEqual([String(operations.length)]);
  });

  it("names both contracts' versions", () => {
    expect(said(/\(today (\S+) for the HTTP contract and (\S+) for the realtime one\)/)).toEqual([
      versionOf('openapi/openapi.yaml'),
      versionOf('asyncapi/asyncapi.yaml'),
    ]);
  });
});
