/** Writes src/gen/route-tree.gen.ts from src/routes, as the Vite plugin does, so type-checking needs no Vite run. */
import { Generator, getConfig } from '@tanstack/router-generator';

export async function writeRouteTree(root = process.cwd()): Promise<void> {
  const config = getConfig(
    {
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/gen/route-tree.gen.ts',
      autoCodeSplitting: true,
    },
    root,
  );
  await new Generator({ config, root }).run();
}
