import { describe, expect, it } from 'vitest';
import { replaceBetweenMarkers } from './readme-figures';

describe('README figures', () => {
  it('rewrites only the text between the named markers', () => {
    const text = 'a\n<!-- budget:start -->\nold\n<!-- budget:end -->\nb';
    expect(replaceBetweenMarkers(text, 'new', 'budget')).toBe('a\n<!-- budget:start -->\nnew\n<!-- budget:end -->\nb');
    expect(replaceBetweenMarkers(text, 'new', 'lighthouse')).toBeNull();
    expect(replaceBetweenMarkers('no markers', 'x', 'budget')).toBeNull();
  });
});
