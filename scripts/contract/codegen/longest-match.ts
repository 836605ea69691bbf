/**
 * The longest value a pattern anchored at both ends accepts, in characters, for the patterns the contract writes a
 * length in: `^[A-Za-z0-9_]{4,20}$` (20), `^\d{9}$` (9), `^\+?[0-9 -]{6,20}$` (21),
 * `^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$` (11). It reads a sequence of characters, classes and groups (with
 * alternatives), each repeated a bounded number of times; anything unbounded (`*`, `+`, `{n,}`) or that it does not
 * read (lookarounds, backreferences, property and code-point escapes) gives no length, rather than a wrong one.
 */
export function longestMatch(pattern: string): number | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  const source = pattern.slice(1, -1);
  const whole = alternatives(source, 0);
  return whole?.end === source.length ? whole.longest : undefined;
}

/** How far a piece of the pattern reaches (`end`, an index of the source) and the most characters it matches. */
type Piece = { longest: number; end: number } | undefined;

/** Branches separated by `|`, up to the end of the source or a group's `)`: the longest branch. */
function alternatives(source: string, start: number): Piece {
  let longest = 0;
  let at = start;
  for (;;) {
    const branch = sequence(source, at);
    if (!branch) return undefined;
    longest = Math.max(longest, branch.longest);
    if (source[branch.end] !== '|') return { longest, end: branch.end };
    at = branch.end + 1; // past the `|`
  }
}

function sequence(source: string, start: number): Piece {
  let longest = 0;
  let at = start;
  while (at < source.length && source[at] !== '|' && source[at] !== ')') {
    const item = atom(source, at);
    const times = item && repetitions(source, item.end);
    if (!item || !times) return undefined;
    longest += item.longest * times.most;
    at = times.end;
  }
  return { longest, end: at };
}

/** One character, class, escape or group. */
function atom(source: string, at: number): Piece {
  const char = source[at];
  if (char === '[') {
    let end = at + 1;
    if (source[end] === '^') end++;
    if (source[end] === ']') end++;
    while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
    return end < source.length ? { longest: 1, end: end + 1 } : undefined;
  }
  if (char === '(') {
    const opened = source.startsWith('(?:', at) ? at + 3 : source[at + 1] === '?' ? -1 : at + 1;
    const inner = opened < 0 ? undefined : alternatives(source, opened);
    return inner && source[inner.end] === ')' ? { longest: inner.longest, end: inner.end + 1 } : undefined;
  }
  if (char === '\\') {
    const escaped = source[at + 1];
    // a backreference, a boundary, a property or a code point written in several characters: not read
    return escaped === undefined || /[0-9bBkpPuxc]/.test(escaped) ? undefined : { longest: 1, end: at + 2 };
  }
  return char === undefined || '*+?{}^$'.includes(char) ? undefined : { longest: 1, end: at + 1 };
}

/** The quantifier after an atom, if any: the most times it repeats (1 without one); unbounded gives none. */
function repetitions(source: string, at: number): { most: number; end: number } | undefined {
  const char = source[at];
  let bounded = { most: 1, end: at };
  if (char === '*' || char === '+') return undefined;
  if (char === '?') bounded = { most: 1, end: at + 1 };
  if (char === '{') {
    const written = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (!written || written[3] === '') return undefined;
    bounded = { most: Number(written[3] ?? written[1]), end: at + written[0].length };
  }
  // a lazy quantifier matches as much at most
  return bounded.end > at && source[bounded.end] === '?' ? { ...bounded, end: bounded.end + 1 } : bounded;
}
