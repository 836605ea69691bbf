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

/**
 * A route's search, every key it reads kept, a missing or bad value as undefined. The router lays each route's
 * search over its parents' (the root's is the raw address): a key left out would let `?kind=foo` through as it
 * was typed, to a screen that trusts it. The router leaves undefined values out of links and the address bar.
 */
export function ownedSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return search;
}
