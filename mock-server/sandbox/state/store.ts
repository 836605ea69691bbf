/**
 * Holds the state: a fresh one from the seed, a snapshot to read, a replacement to load, and optionally a file it
 * is kept in across restarts (MOCK_STATE_FILE), written shortly after each change and when the mock stops.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxState } from './types.ts';

export function freshState(seed: number, now: number): SandboxState {
  return {
    version: 1,
    seed,
    createdAt: now,
    users: {},
    tokens: {},
    accounts: {},
    sequences: {},
    house: {},
    shared: {},
  };
}

/** A state read from JSON (a file, a PUT of the control endpoint), checked for the shape it must have. */
export function parseState(text: string): SandboxState {
  const state = JSON.parse(text) as Partial<SandboxState>;
  const objects = ['users', 'tokens', 'accounts', 'sequences', 'house', 'shared'] as const;
  if (state?.version !== 1 || typeof state.seed !== 'number' || objects.some((key) => typeof state[key] !== 'object'))
    throw new Error(`not a sandbox state (version 1 with ${objects.join(', ')})`);
  return state as SandboxState;
}

export class StateFile {
  private timer: NodeJS.Timeout | undefined;
  readonly path: string;
  private readonly delayMs: number;

  constructor(path: string, delayMs = 250) {
    this.path = path;
    this.delayMs = delayMs;
  }

  read(): SandboxState | undefined {
    return existsSync(this.path) ? parseState(readFileSync(this.path, 'utf8')) : undefined;
  }

  /** Writes soon (changes in a burst are written once). */
  schedule(state: () => SandboxState): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write(state());
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes now, aside then renamed: a crash never leaves half a file. */
  write(state: SandboxState): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    mkdirSync(dirname(this.path), { recursive: true });
    const partial = `${this.path}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(state));
    renameSync(partial, this.path);
  }
}
