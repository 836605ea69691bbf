/**
 * Holds the state: a fresh one from the seed, a snapshot to read, a replacement to load, and optionally the
 * database it is kept in across restarts (MOCK_STATE_FILE), written as each change is made.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { own, setOwn } from './records.ts';
import { isRowMap, ROW_MAPS, type RowName } from './tracked.ts';
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

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\u0000';

/**
 * The state kept in an SQLite database (Node's built-in `node:sqlite`): one row per user, session token, login and
 * shared slice, one per other field of the state, and the clock. A write stores the rows it changed in one
 * transaction before its answer leaves, so an answered write survives a crash of the mock (`kill -9`), at the cost
 * of the rows it touched rather than of the whole state. Write-ahead logging: a writer never waits for a reader,
 * and a commit is one append to the log.
 * A file written by an earlier mock as one JSON document is read once and kept beside it (`<file>.json`).
 */
export class StateStore {
  readonly path: string;
  private readonly database: DatabaseSync;
  private readonly upsert: StatementSync;
  private readonly remove: StatementSync;
  private readonly selectAll: StatementSync;

  constructor(path: string) {
    this.path = path;
    mkdirSync(dirname(path), { recursive: true });
    let legacy: SandboxState | undefined;
    if (existsSync(path) && !isSqlite(path)) {
      legacy = parseState(readFileSync(path, 'utf8'));
      renameSync(path, `${path}.json`);
    }
    this.database = new DatabaseSync(path);
    this.database.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS rows (
        tbl TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (tbl, key)
      ) WITHOUT ROWID;
    `);
    this.upsert = this.database.prepare(
      'INSERT INTO rows (tbl, key, value) VALUES (?, ?, ?) ON CONFLICT (tbl, key) DO UPDATE SET value = excluded.value',
    );
    this.remove = this.database.prepare('DELETE FROM rows WHERE tbl = ? AND key = ?');
    this.selectAll = this.database.prepare('SELECT tbl, key, value FROM rows');
    if (legacy) this.writeAll(legacy, legacy.clock);
  }

  /** The state kept, with the clock it was written at; undefined when nothing was kept yet. */
  read(): SandboxState | undefined {
    const rows = this.selectAll.all() as Array<Record<string, string>>;
    if (rows.length === 0) return undefined;
    const state: Record<string, unknown> = Object.fromEntries(ROW_MAPS.map((map) => [map, {}]));
    for (const { tbl, key, value } of rows) {
      const parsed = JSON.parse(value) as unknown;
      if (tbl === 'fields') state[key] = parsed;
      else setOwn(state[tbl] as Record<string, unknown>, key, parsed);
    }
    return parseState(JSON.stringify(state));
  }

  /** Stores the rows named as they stand in `state` (a row no longer there is deleted), and the clock. */
  write(state: SandboxState, rows: Iterable<RowName>, clock: number): void {
    this.transaction(() => {
      for (const { table, key } of rows) {
        const value =
          table === 'fields'
            ? (state as Record<string, unknown>)[key]
            : own(state[table] as Record<string, unknown>, key);
        if (value === undefined) this.remove.run(table, key);
        else this.upsert.run(table, key, JSON.stringify(value));
      }
      this.upsert.run('fields', 'clock', JSON.stringify(clock));
    });
  }

  /** Replaces everything kept with `state` (a new state, a reset, a snapshot loaded). */
  writeAll(state: SandboxState, clock: number | undefined): void {
    const rows: RowName[] = [];
    for (const [field, value] of Object.entries(state))
      if (isRowMap(field)) rows.push(...Object.keys(value as object).map((key) => ({ table: field, key })));
      else if (field !== 'clock') rows.push({ table: 'fields', key: field });
    this.transaction(() => {
      this.database.exec('DELETE FROM rows');
      this.write(state, rows, clock ?? state.createdAt);
    });
  }

  get isOpen(): boolean {
    return this.database.isOpen;
  }

  close(): void {
    if (this.database.isOpen) this.database.close();
  }

  private transaction(work: () => void): void {
    if (this.database.isTransaction) return work();
    this.database.exec('BEGIN');
    try {
      work();
      this.database.exec('COMMIT');
    } catch (error) {
      this.database.exec('ROLLBACK');
      throw error;
    }
  }
}

function isSqlite(path: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const file = openSync(path, 'r');
  try {
    return readSync(file, header, 0, header.length, 0) === header.length && header.toString('latin1') === SQLITE_HEADER;
  } finally {
    closeSync(file);
  }
}
