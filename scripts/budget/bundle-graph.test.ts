import { describe, expect, it } from 'vitest';
import { screenChunkKey, type Manifest } from './bundle-graph';

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
  it('finds the split screen chunk of a route file', () => {
    expect(screenChunkKey(manifest, 'src/routes/a.tsx')).toBe('src/routes/a.tsx?tsr-split=component');
    expect(screenChunkKey(manifest, 'src/routes/b.tsx')).toBeUndefined();
  });
});
