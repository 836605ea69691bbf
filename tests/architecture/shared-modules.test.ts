/**
 * src/shared holds what two or more parts of the app use; a module that serves one feature alone lives in that
 * feature's folder, and one that only the app shell uses (src/app, src/main.tsx and the layout routes of
 * src/routes) lives in src/app. The parts are each feature (src/features/<name>), the app shell, the routes and
 * the development panel (src/dev). A part uses a shared module when one of its files, its tests included,
 * imports it directly, through other shared modules or through the client generated from the contract (src/gen,
 * which calls the HTTP client). Left out: src/shared/testing (what tests use) and global stylesheets (theme.css
 * styles every part, whoever imports it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const SRC = join(ROOT, 'src');

/**
 * Shared modules that serve one part only and stay for now, each with the reason. An entry that is no longer
 * needed (the module moved, went, or gained a second user) fails the test, so the list only shrinks. None at the
 * moment.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

const SOURCE = /\.(tsx?|css)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => SOURCE.test(path) && statSync(path).isFile());
}

/** The files a module imports by a relative path (static and dynamic imports, re-exports, CSS `composes`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:\bfrom|\bimport|\bimport\s*\(|composes:[^;]*\bfrom)\s*['"](\.[^'"]+)['"]/g),
  ].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = EXTENSIONS.map((extension) => base + extension).find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    return found ? [found] : [];
  });
}

/** The part of the app a file belongs to, or null for src/shared and src/gen, which parts use. */
function partOf(file: string): string | null {
  const [top, name] = relative(SRC, file).split('/');
  if (top === 'shared' || top === 'gen') return null;
  if (top === 'features') return `features/${name}`;
  if (top === 'main.tsx') return 'app';
  return top;
}

const isChecked = (module: string) =>
  !module.startsWith('src/shared/testing/') && !/\.test\.tsx?$/.test(module) && !/(?<!\.module)\.css$/.test(module);

/** Every module of src/shared the rule applies to, with the parts that use it. */
function sharedModuleUsers(): Map<string, Set<string>> {
  const files = filesUnder(SRC).filter((file) => !file.includes('/locales/'));
  const imports = new Map(files.map((file) => [file, importsOf(file)]));
  // what a part reaches shared modules through: other shared modules and the generated client
  const passesThrough = (file: string) => partOf(file) === null;
  const users = new Map<string, Set<string>>();
  for (const file of files) {
    const module = relative(ROOT, file);
    if (module.startsWith('src/shared/') && isChecked(module)) users.set(module, new Set());
  }
  for (const file of files) {
    const part = partOf(file);
    if (!part) continue;
    const seen = new Set<string>();
    const pending = (imports.get(file) ?? []).filter(passesThrough);
    for (let next = pending.pop(); next; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      users.get(relative(ROOT, next))?.add(part);
      pending.push(...(imports.get(next) ?? []).filter(passesThrough));
    }
  }
  return users;
}

/** Where a module one part uses belongs. */
const homeOf = (part: string) => (part === 'routes' ? 'src/app' : `src/${part}`);

describe('src/shared', () => {
  const users = sharedModuleUsers();

  it('finds the shared modules', () => {
    expect(users.size).toBeGreaterThan(50);
  });

  it('holds only what two or more parts of the app use', () => {
    const single = [...users]
      .filter(([module, parts]) => parts.size < 2 && !(module in KNOWN_EXCEPTIONS))
      .map(([module, parts]) =>
        parts.size === 0
          ? `${module} is used by no part of the app`
          : `${module} is used by src/${[...parts][0]} alone: move it into ${homeOf([...parts][0])}`,
      );
    expect(single).toEqual([]);
  });

  it('lists as exceptions only modules that still need to be', () => {
    const stale = Object.keys(KNOWN_EXCEPTIONS).filter((module) => (users.get(module)?.size ?? 0) !== 1);
    expect(stale, 'remove these from KNOWN_EXCEPTIONS').toEqual([]);
  });
});
