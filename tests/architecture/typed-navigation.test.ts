/**
 * Navigation goes through shared/lib/navigation, whose destinations are pages of the route tree: the project's
 * ESLint configuration refuses the router's own navigate and useNavigate, which take a value typed string as their
 * destination (the type check cannot see a path built at run time).
 */
import { describe, expect, it } from 'vitest';
import { lintRefusals } from './lint-refusals';

const refusals = (filePath: string, code: string) => lintRefusals(filePath, code, 'shared/lib/navigation');

const ROUTER = "import { getRouteApi, useRouter } from '@tanstack/react-router';\n";

describe('navigation by a string the type check cannot see', () => {
  it.each([
    [
      "the router's navigate",
      `${ROUTER}export const useA = (to: string) => { const router = useRouter(); return () => router.navigate({ to }); };\n`,
    ],
    ['useRouter().navigate', `${ROUTER}export const useA = (href: string) => () => useRouter().navigate({ href });\n`],
    [
      'useNavigate',
      "import { useNavigate } from '@tanstack/react-router';\nexport const useA = () => useNavigate();\n",
    ],
    [
      "a route's useNavigate",
      `${ROUTER}const route = getRouteApi('/pages/common/faq');\nexport const useA = () => route.useNavigate();\n`,
    ],
  ])('refuses %s in a screen, a component or a feature hook', async (_what, code) => {
    for (const file of [
      'src/features/home/screens/probe.tsx',
      'src/features/auth/api/use-probe.ts',
      'src/shared/ui/probe.tsx',
    ])
      expect(await refusals(file, code), file).not.toEqual([]);
  });

  it("allows the app's own navigation and reading the router", async () => {
    const code = [
      "import { useRouter } from '@tanstack/react-router';",
      "import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';",
      'export const useA = () => { const { push } = useAppNavigation(); const { routesByPath } = useRouter();',
      "  return () => (Object.hasOwn(routesByPath, '/pages/common/faq') ? push({ to: '/pages/common/faq' }) : undefined); };",
      '',
    ].join('\n');
    expect(await refusals('src/features/home/screens/probe.tsx', code)).toEqual([]);
  });

  it('leaves shared/lib/navigation, the app wiring and tests alone', async () => {
    const code = `${ROUTER}export const useA = (to: string) => { const router = useRouter(); return () => router.navigate({ to }); };\n`;
    for (const file of [
      'src/shared/lib/navigation/probe.ts',
      'src/app/probe.ts',
      'src/features/home/screens/probe.test.tsx',
    ])
      expect(await refusals(file, code), file).toEqual([]);
  });
});
