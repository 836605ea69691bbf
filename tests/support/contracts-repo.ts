/** A git repository of the project's contract sources, for the tests of the tools that compare them across commits. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');

/** The contract sources committed on main, checked out on a branch of their own; `git` runs in it. */
export function contractsRepo(prefix: string, branch: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  for (const contract of ['openapi', 'asyncapi'])
    cpSync(join(REPO, contract), join(folder, contract), { recursive: true });
  rmSync(join(folder, 'openapi/dist'), { recursive: true, force: true });
  rmSync(join(folder, 'asyncapi/dist'), { recursive: true, force: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: folder, stdio: 'pipe' }).toString().trim();
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'contracts');
  git('checkout', '-q', '-b', branch);
  return { folder, git, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
