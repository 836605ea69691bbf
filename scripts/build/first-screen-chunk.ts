/**
 * One chunk for what the first screen alone needs. Split automatically, the home tab's own modules and the shared
 * ones it uses came in some forty files of a few hundred bytes each; a phone on a slow network opens six
 * connections per host, so their number, not their size, delayed the first picture. The plugin walks the module
 * graph once it is built: every app module the screen imports statically, and that neither the start-up code nor
 * the signed-out pages (login, registration) import, goes into one chunk. Another screen that uses one of them
 * (the market's quote rows) loads that chunk too: a few kilobytes more there, cached after the first screen.
 */
import type { Plugin } from 'vite';

type Graph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; isEntry: boolean } | null;
};

function staticallyReachable(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function firstScreenChunk({ name, screen, apart }: { name: string; screen: RegExp[]; apart: RegExp[] }) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'tradedesk:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const graph = this as unknown as Graph;
      const ids = [...graph.getModuleIds()];
      const excluded = staticallyReachable(
        graph,
        ids.filter((id) => graph.getModuleInfo(id)?.isEntry || apart.some((pattern) => pattern.test(id))),
      );
      const roots = ids.filter((id) => screen.some((pattern) => pattern.test(id)));
      for (const id of staticallyReachable(graph, roots))
        if (/[\\/]src[\\/]/.test(id) && !excluded.has(id)) members.add(id);
    },
  };
  // only the listed modules: their libraries (zod, the date helpers) stay in the chunks other pages share
  return { plugin, group: { name, test: (id: string) => members.has(id), includeDependenciesRecursively: false } };
}
