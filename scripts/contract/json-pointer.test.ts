import { describe, expect, it } from 'vitest';
import { escapeSegment, follow, nodeAt, unescapeSegment } from './json-pointer.ts';

const document = {
  paths: { '/user/info': { get: { $ref: '#/components/operations/info' } } },
  components: { operations: { info: { $ref: '#/components/real' } }, real: { 'a~b': 1 } },
  loop: { $ref: '#/loop' },
};

describe('json pointers', () => {
  it('escapes and unescapes segments', () => {
    expect(escapeSegment('/user/a~b')).toBe('~1user~1a~0b');
    expect(unescapeSegment('~1user~1a~0b')).toBe('/user/a~b');
  });

  it('finds a node by reference or by instance path, and the root for an empty pointer', () => {
    expect(nodeAt(document, '#/components/real/a~0b')).toBe(1);
    expect(nodeAt({ message: [{ price: '1' }] }, '/message/0/price')).toBe('1');
    expect(nodeAt(document, '')).toBe(document);
    expect(nodeAt(document, '#')).toBe(document);
    expect(nodeAt(document, '#/nothing/here')).toBeUndefined();
  });

  it('follows references to the node finally reached', () => {
    expect(follow(document, '#/paths/~1user~1info/get')).toEqual({ pointer: '#/components/real', node: { 'a~b': 1 } });
    expect(() => follow(document, '#/loop')).toThrow('$ref loop at #/loop');
  });
});
