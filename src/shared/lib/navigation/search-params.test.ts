import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { oneOf, ownedSearch, positiveInt, text } from './search-params';

describe('search parameter readers', () => {
  itReturnsEach('positiveInt(%o) is %o', positiveInt, [
    [5, 5],
    ['12', 12],
    [0, undefined],
    [-3, undefined],
    [1.5, undefined],
    ['x', undefined],
    ['', undefined],
    [undefined, undefined],
  ]);

  it('accepts only the listed values', () => {
    const tab = oneOf(['coin', 'stock'] as const);
    expect(tab('stock')).toBe('stock');
    expect(tab('bond')).toBeUndefined();
    expect(tab(1)).toBeUndefined();
  });

  it('limits text length', () => {
    expect(text(5)('abc')).toBe('abc');
    expect(text(2)('abc')).toBeUndefined();
    expect(text(5)(42)).toBe('42');
    expect(text(5)({})).toBeUndefined();
  });

  it('keeps every key the route reads, a bad value as undefined, over the raw address its parents pass on', () => {
    const raw = { kind: 'foo', other: 'kept' };
    const search = { ...raw, ...ownedSearch({ kind: oneOf(['spot'])(raw.kind) }) };
    expect(Object.keys(search)).toContain('kind');
    expect(search.kind).toBeUndefined();
    expect(search.other).toBe('kept');
  });
});
