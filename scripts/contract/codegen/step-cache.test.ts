import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { overlappingOutputs, runStep, type Step } from './step-cache.ts';

let root: string;
let runs: number;

/** A step that writes the upper-cased input into out/, counting how often it really ran. */
const upperCase = (): Step => ({
  name: 'upper case',
  inputs: ['in.txt'],
  outputs: ['out'],
  run: async () => {
    runs += 1;
    mkdirSync(join(root, 'out'), { recursive: true });
    writeFileSync(join(root, 'out/result.txt'), readFileSync(join(root, 'in.txt'), 'utf8').toUpperCase());
  },
});
const output = () => readFileSync(join(root, 'out/result.txt'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'step-cache-'));
  process.env.GENERATE_CACHE_DIR = join(root, '.cache');
  writeFileSync(join(root, 'in.txt'), 'first');
  runs = 0;
});
afterEach(() => {
  delete process.env.GENERATE_CACHE_DIR;
  rmSync(root, { recursive: true, force: true });
});

describe('generation step cache', () => {
  it('skips a step whose inputs and outputs are unchanged', async () => {
    expect(await runStep(upperCase(), root)).toBe('ran');
    expect(await runStep(upperCase(), root)).toBe('unchanged');
    expect(runs).toBe(1);
  });

  it('restores deleted or edited outputs without running the step', async () => {
    await runStep(upperCase(), root);
    rmSync(join(root, 'out'), { recursive: true });
    expect(await runStep(upperCase(), root)).toBe('restored');
    expect(output()).toBe('FIRST');
    writeFileSync(join(root, 'out/result.txt'), 'edited by hand');
    writeFileSync(join(root, 'out/stray.txt'), 'left over');
    expect(await runStep(upperCase(), root)).toBe('restored');
    expect(output()).toBe('FIRST');
    expect(() => readFileSync(join(root, 'out/stray.txt'))).toThrow();
    expect(runs).toBe(1);
  });

  it('runs again when an input changes, and serves each input its own output', async () => {
    await runStep(upperCase(), root);
    writeFileSync(join(root, 'in.txt'), 'second');
    expect(await runStep(upperCase(), root)).toBe('ran');
    expect(output()).toBe('SECOND');
    writeFileSync(join(root, 'in.txt'), 'first');
    expect(await runStep(upperCase(), root)).toBe('restored');
    expect(output()).toBe('FIRST');
    expect(runs).toBe(2);
  });
});

describe('overlappingOutputs', () => {
  const step = (name: string, outputs: string[]): Step => ({ name, inputs: [], outputs, run: async () => {} });

  it("finds a folder of one step that holds another step's output", () => {
    expect(
      overlappingOutputs([step('types', ['mock-server/gen']), step('socket', ['mock-server/gen/socket'])]),
    ).toEqual(['mock-server/gen (types) / mock-server/gen/socket (socket)']);
  });

  it('lets steps write beside each other, and a step write inside its own folders', () => {
    expect(
      overlappingOutputs([
        step('types', ['mock-server/gen/schemas.ts', 'mock-server/gen/operations.ts']),
        step('socket', ['mock-server/gen/socket', 'src/gen/socket']),
        step('api', ['src/gen/api', 'src/gen/api/model']),
      ]),
    ).toEqual([]);
  });
});
