/**
 * Module preloading for the first screen only. Without preload lists a lazily loaded screen fetches its imports
 * one level at a time, as each file is parsed: the home tab took ten round trips before its first API call. Vite's
 * lists for every lazy chunk would cost the start-up chunk 6.5 KB (gzip), more than the login screen's budget
 * allows, so only the chunks named here get them: importing one fetches all its static imports in one wave.
 *
 * The plugin records, before Vite writes the lists, which output chunks hold the listed modules;
 * `resolveDependencies` (Vite's `build.modulePreload` hook) then keeps the dependencies of those chunks and drops
 * everyone else's.
 */
import type { Plugin } from 'vite';

export function firstScreenPreload(modules: RegExp[]) {
  const preloaded = new Set<string>();
  const plugin: Plugin = {
    name: 'tradedesk:first-screen-preload',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      preloaded.clear();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.moduleIds.some((id) => modules.some((module) => module.test(id))))
          preloaded.add(output.fileName);
    },
  };
  return {
    plugin,
    modulePreload: {
      // every browser the app supports preloads modules natively
      polyfill: false,
      resolveDependencies: (chunkFile: string, dependencies: string[]) =>
        preloaded.has(chunkFile) ? dependencies : [],
    },
  };
}
