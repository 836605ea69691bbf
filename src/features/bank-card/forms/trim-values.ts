/** Every text value without the spaces around it, as the card is saved. */
export function trimValues<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}

/** The form's starting values: what the server has saved for each field, empty otherwise. */
export function savedValues<K extends string>(
  fields: readonly K[],
  saved: Partial<Record<K, unknown>>,
): Record<K, string> {
  return Object.fromEntries(
    fields.map((field) => [field, typeof saved[field] === 'string' ? saved[field] : '']),
  ) as Record<K, string>;
}
