import { describe, expect, it } from 'vitest';
import { entryKey, replaceBetweenMarkers, screenChunkKey, staticClosure, type Manifest } from './bundle-graph';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/routes/a.tsx?tsr-split=component'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js', imports: ['_shared.js'] },
  'src/routes/a.tsx?tsr-split=component': {
    file: 'assets/a.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_form.js'],
  },
  '_form.js': { file: 'assets/form.js' },
  '_lazy.js': { file: 'assets/lazy.js' },
};

describe('bundle graph', () => {
  it('follows static imports recursively, once each, and not dynamic imports', () => {
    expect(staticClosure(manifest, [entryKey(manifest)]).map((chunk) => chunk.file)).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/react.js',
    ]);
    const files = staticClosure(manifest, ['index.html', 'src/routes/a.tsx?tsr-split=component']).map((c) => c.file);
    expect(files).toContain('assets/form.js');
    expect(files).not.toContain('assets/lazy.js');
  });

  it('finds the split screen chunk of a route file', () => {
    expect(screenChunkKey(manifest, 'src/routes/a.tsx')).toBe('src/routes/a.tsx?tsr-split=component');
    expect(screenChunkKey(manifest, 'src/routes/b.tsx')).toBeUndefined();
  });

  it('fails on a missing chunk', () => {
    expect(() => staticClosure(manifest, ['nope'])).toThrow('nope');
  });

  it('rewrites only the text between the markers', () => {
    const text = 'a\n<!-- budget:start -->\nold\n<!-- budget:end -->\nb';
    expect(replaceBetweenMarkers(text, 'new')).toBe('a\n<!-- budget:start -->\nnew\n<!-- budget:end -->\nb');
    expect(replaceBetweenMarkers('no markers', 'x')).toBeNull();
  });
});
