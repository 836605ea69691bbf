import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { derivedOnce, parsedOnce } from './parsed-once.ts';

const folder = mkdtempSync(join(tmpdir(), 'parsed-once-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a document made once per content', () => {
  it('is derived once while the file reads the same, and again when its content changes', () => {
    const file = join(folder, 'document.json');
    writeFileSync(file, '{"version":"1.0.0"}');
    const derive = vi.fn((text: string) => ({ parsed: JSON.parse(text) as unknown }));
    const first = derivedOnce('test', file, derive);
    expect(derivedOnce('test', file, derive)).toBe(first);
    expect(derive).toHaveBeenCalledTimes(1);
    // same size, another content: a stamp of size and time could miss it within one clock tick
    writeFileSync(file, '{"version":"2.0.0"}');
    expect(derivedOnce('test', file, derive)).toEqual({ parsed: { version: '2.0.0' } });
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps each kind of derivation of one file apart', () => {
    const file = join(folder, 'kinds.json');
    writeFileSync(file, '[1,2]');
    expect(derivedOnce('length', file, (text) => text.length)).toBe(5);
    expect(derivedOnce('first', file, (text) => (JSON.parse(text) as number[])[0])).toBe(1);
  });

  it('gives each caller of the parsed file a copy of its own', () => {
    const file = join(folder, 'parsed.json');
    writeFileSync(file, '{"list":[1]}');
    const mine = parsedOnce<{ list: number[] }>(file, JSON.parse);
    mine.list.push(2);
    expect(parsedOnce<{ list: number[] }>(file, JSON.parse)).toEqual({ list: [1] });
  });
});
