/**
 * The state as the sandbox's code sees it when it is kept in a store: the same plain objects, behind proxies that
 * note which row of the store each change touches, so that a write stores the rows it changed and nothing else.
 * A row is a user, a session token, a login, a domain's shared slice, or one of the state's other fields (the
 * sequences, the house). Any change is seen, however deep and whoever's code makes it (a handler paying another
 * user, a due event, a control), so no write can be missed by a list of what might have changed.
 * What is stored underneath stays plain JSON: a value assigned through the view is unwrapped first, so the
 * snapshot and the store never hold a proxy.
 */
import type { SandboxState } from './types.ts';

/** The state's fields kept as one row per entry; every other field is one row of its own. */
export const ROW_MAPS = ['users', 'tokens', 'accounts', 'shared'] as const;
type RowMap = (typeof ROW_MAPS)[number];
export const isRowMap = (field: string | symbol): field is RowMap =>
  (ROW_MAPS as readonly (string | symbol)[]).includes(field);

/** A row of the store: a row map's entry (`users`, `1003`) or another field of the state (`fields`, `house`). */
export type RowName = { table: RowMap | 'fields'; key: string };

const TARGET = Symbol('the object behind a view');

type Plain = Record<string | symbol, unknown>;
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The plain value behind a view, with any view inside it (an array filtered from a viewed one) unwrapped too. */
function unwrap(value: unknown): unknown {
  if (!isObject(value)) return value;
  const target = (value as Plain)[TARGET];
  if (target) return target;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = unwrap(value[index]);
  } else if (prototype === Object.prototype || prototype === null) {
    for (const key of Object.keys(value)) (value as Plain)[key] = unwrap((value as Plain)[key]);
  }
  return value;
}

/** A row, with the key it is noted under (made once per row, not at each property read). */
type Row = RowName & { id: string };
const rowOf = (table: Row['table'], key: string): Row => ({ table, key, id: `${table}\u0000${key}` });

/**
 * The traps that change an object (set, delete, define), each run inside `around`, which notes the row first and
 * may look again after; what is stored is unwrapped.
 */
function writeTraps(around: (key: string | symbol, change: () => boolean) => boolean): ProxyHandler<Plain> {
  return {
    set: (target, key, value) => around(key, () => Reflect.set(target, key, unwrap(value))),
    deleteProperty: (target, key) => around(key, () => Reflect.deleteProperty(target, key)),
    defineProperty: (target, key, descriptor) =>
      around(key, () => Reflect.defineProperty(target, key, { ...descriptor, value: unwrap(descriptor.value) })),
  };
}

export class TrackedState {
  private raw: SandboxState;
  private touched = new Map<string, RowName>();
  /**
   * One view per plain object, made once: the same object read twice is the same view (=== holds). An object is
   * in one row; one put in a second row too (code sharing an object) gets a view of its own for that row.
   */
  private views = new WeakMap<object, { row: string; view: object; others?: Map<string, object> }>();
  view: SandboxState;

  constructor(state: SandboxState) {
    this.raw = state;
    this.view = this.viewOfState();
  }

  /** The plain state, for a snapshot or a whole write. */
  get state(): SandboxState {
    return this.raw;
  }

  /** Puts another state in place (a reset, a snapshot loaded; the store writes it whole) and forgets the old views. */
  replace(state: SandboxState): void {
    this.raw = state;
    this.views = new WeakMap();
    this.touched = new Map();
    this.view = this.viewOfState();
  }

  /** The rows changed since the last call, and forgets them. */
  takeTouched(): RowName[] {
    const rows = [...this.touched.values()];
    this.touched = new Map();
    return rows;
  }

  private touch({ table, key, id }: Row): void {
    this.touched.set(id, { table, key });
  }

  private viewOfState(): SandboxState {
    return new Proxy(this.raw, {
      get: (target, field) => {
        if (field === TARGET) return target;
        const value = Reflect.get(target, field) as unknown;
        if (!isObject(value)) return value;
        if (isRowMap(field)) return this.viewOfRowMap(field, value);
        return this.deepView(value, rowOf('fields', String(field)));
      },
      // a whole field replaced: the field's one row, or a row map's every entry before and after
      ...writeTraps((field, change) => {
        if (!isRowMap(field)) {
          this.touch(rowOf('fields', String(field)));
          return change();
        }
        const entries = () => Object.keys((this.raw[field] as object | undefined) ?? {});
        for (const key of entries()) this.touch(rowOf(field, key));
        const done = change();
        for (const key of entries()) this.touch(rowOf(field, key));
        return done;
      }),
    } as ProxyHandler<SandboxState>);
  }

  private viewOfRowMap(table: RowMap, map: object): object {
    return this.cached(map, `map\u0000${table}`, () => ({
      get: (target, key) => {
        if (key === TARGET) return target;
        const value = Reflect.get(target, key) as unknown;
        return isObject(value) && typeof key === 'string' ? this.deepView(value, rowOf(table, key)) : value;
      },
      ...writeTraps((key, change) => {
        this.touch(rowOf(table, String(key)));
        return change();
      }),
    }));
  }

  /** A view of an object inside one row: any change at any depth touches that row. */
  private deepView(value: object, row: Row): object {
    return this.cached(value, row.id, () => ({
      get: (target, key) => {
        if (key === TARGET) return target;
        const inner = Reflect.get(target, key) as unknown;
        return isObject(inner) ? this.deepView(inner, row) : inner;
      },
      ...writeTraps((_key, change) => {
        this.touch(row);
        return change();
      }),
    }));
  }

  private cached(value: object, row: string, handler: () => ProxyHandler<Plain>): object {
    const known = this.views.get(value);
    if (known?.row === row) return known.view;
    if (!known) {
      const view = new Proxy(value as Plain, handler());
      this.views.set(value, { row, view });
      return view;
    }
    known.others ??= new Map();
    let view = known.others.get(row);
    if (!view) known.others.set(row, (view = new Proxy(value as Plain, handler())));
    return view;
  }
}
