/** JSON Pointers (RFC 6901) as the contracts and validators use them: `#/paths/~1user~1info/get`, `/message/0`. */

export const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
export const unescapeSegment = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The value a pointer designates in `root` (the leading `#` of a reference is optional), or undefined. */
export function nodeAt(root: unknown, pointer: string): unknown {
  const path = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (path === '') return root;
  return path
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[unescapeSegment(key)], root);
}

/** Follows local `$ref`s from a pointer; returns the pointer finally reached and its node. */
export function follow<T = Record<string, unknown>>(
  root: unknown,
  pointer: string,
): { pointer: string; node: T | undefined } {
  let current = pointer;
  for (let depth = 0; depth < 20; depth += 1) {
    const node = nodeAt(root, current) as { $ref?: unknown } | undefined;
    const ref = node?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return { pointer: current, node: node as T | undefined };
    current = ref;
  }
  throw new Error(`$ref loop at ${pointer}`);
}
