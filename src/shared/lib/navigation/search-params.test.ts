import { describe, expect, it } from 'vitest';
import { compact, oneOf, positiveInt, text } from './search-params';

describe('search parameter readers', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [0, undefined],
    [-3, undefined],
    [1.5, undefined],
    ['x', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('positiveInt(%o) is %o', (value, expected) => {
    expect(positiveInt(value)).toBe(expected);
  });

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

  it('drops undefined keys', () => {
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
