import { describe, expect, it } from 'vitest';
import { maskDocument } from './mask-document';

describe('maskDocument', () => {
  it.each([
    ['TR4829173', 'TR*****73'],
    ['11010519491231002X', '11**************2X'],
    ['AB12', 'AB12'],
  ])('%s -> %s', (input, expected) => {
    expect(maskDocument(input)).toBe(expected);
  });
});
