/**
 * Readers for route query parameters (`validateSearch`). They run when the app starts (route definitions are in
 * the entry chunk), so they are plain functions rather than a schema library: zod would add about 23 KB (gzip)
 * to the JavaScript every first visit downloads. A bad or missing value reads as undefined.
 */

/** One of the allowed values, else undefined. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;

/** A whole number above zero (the router may hand it over as a number or a string), else undefined. */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** A whole number within [min, max] (e.g. a phone area code), else undefined. */
export const intInRange =
  (min: number, max: number) =>
  (value: unknown): number | undefined => {
    const number = positiveInt(value);
    return number !== undefined && number >= min && number <= max ? number : undefined;
  };

/** A string of at most `maxLength` characters, else undefined. */
export const text =
  (maxLength: number) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.length <= maxLength
      ? value
      : typeof value === 'number'
        ? String(value)
        : undefined;

/** Drops the keys whose value is undefined, so that links and the address bar stay clean. */
export function compact<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Partial<T>;
}
