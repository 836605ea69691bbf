import { describe, expect, it } from 'vitest';
import { longestMatch } from './longest-match.ts';

describe('the longest value a pattern accepts', () => {
  it.each([
    ['^[A-Za-z0-9_]{4,20}$', 20],
    ['^\\d{9}$', 9],
    ['^\\+?[0-9 -]{6,20}$', 21],
    ['^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$', 11],
    ['^[0-9a-f]{32}$', 32],
    ['^(?:ab|cdef)x$', 5],
    ['^[\\]a-z]{2}$', 2],
    ['^[^,]{3,5}?$', 5],
    ['^a.b$', 3],
  ])('%s: %i characters', (pattern, longest) => {
    expect(longestMatch(pattern)).toBe(longest);
    // the bound is the one the pattern keeps: one character more is refused
    expect(new RegExp(pattern, 'u').test('a'.repeat(longest + 1))).toBe(false);
  });

  it.each([
    ['unbounded', '^[a-z]+$'],
    ['unbounded by a star', '^x[0-9]*$'],
    ['an open count', '^\\d{3,}$'],
    ['not anchored at the start', '[a-z]{2,4}$'],
    ['not anchored at the end', '^[a-z]{2,4}'],
    ['a lookahead', '^(?=a)[a-z]{2}$'],
    ['a backreference', '^(a)\\1$'],
    ['a property escape', '^\\p{L}{2}$'],
    ['an unclosed class', '^[a-z{2}$'],
    ['an unclosed group', '^(ab$'],
    ['a dollar escaped at the end', '^ab\\$'],
  ])('%s (%s): none', (_, pattern) => {
    expect(longestMatch(pattern)).toBeUndefined();
  });
});
