/**
 * Reads and writes of the state's records (`accounts`, `tokens`, a round's options) under keys that come from a
 * request. A plain object answers `constructor`, `toString` or `__proto__` from its prototype, and assigning
 * `__proto__` replaces the prototype instead of storing a value: a login or an option of that name would read a
 * function as an account id, or be lost. These reach only the record's own properties, and store any key as one.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string | number): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function setOwn<T>(record: Record<string, T>, key: string | number, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
