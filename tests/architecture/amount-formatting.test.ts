/**
 * Features write numbers through shared/lib/format, so that one balance reads the same on every screen: the
 * project's ESLint configuration refuses the ad hoc ways a screen could cut or localise a figure by itself.
 */
import { describe, expect, it } from 'vitest';
import { lintRefusals } from './lint-refusals';

const refusals = (filePath: string, code: string) => lintRefusals(filePath, code, 'shared/lib/format');

const SCREEN = 'src/features/assets/components/probe.tsx';

describe('ad hoc number formatting in features', () => {
  it.each([
    ['a figure cut with toFixed', 'export const A = ({ v }: { v: number }) => <p>{v.toFixed(2)}</p>;\n'],
    ['a figure in a template', 'export const A = ({ v }: { v: number }) => <p>{`${v.toFixed(4)} USDT`}</p>;\n'],
    ['toLocaleString', 'export const a = (v: number) => v.toLocaleString("en-US");\n'],
    ['Intl.NumberFormat', 'export const a = new Intl.NumberFormat("en-US");\n'],
  ])('refuses %s', async (_what, code) => {
    expect((await refusals(SCREEN, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ['a raw value handed to a form', 'export const A = ({ v }: { v: number }) => <input value={v.toFixed()} />;\n'],
    ['arithmetic in a lib', 'export const a = (v: number) => Number(v.toFixed(2));\n'],
  ])('allows %s', async (_what, code) => {
    expect(await refusals(SCREEN, code)).toEqual([]);
  });

  it('leaves shared formatting and tests alone', async () => {
    const code = 'export const a = new Intl.NumberFormat("en-US");\n';
    expect(await refusals('src/shared/lib/format/probe.ts', code)).toEqual([]);
    expect(await refusals('src/features/assets/components/probe.test.tsx', code)).toEqual([]);
  });
});
