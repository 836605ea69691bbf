import { realpathSync } from 'node:fs';

/**
 * The command line that runs an installed package's executable with this process's Node. The `#!/usr/bin/env node`
 * line of those executables would otherwise pick whatever Node comes first on PATH (the machine's may be too old).
 */
export function nodeBin(name: string, args: string[] = []): [string, string[]] {
  const script = realpathSync(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
  return [process.execPath, [script, ...args]];
}
