/** Checks a scenario step's expectations against an answer: decimals with big.js, never floats. */
import Big from 'big.js';
import type { Expectation, Value, Vars } from './format.ts';
import { readPath } from './paths.ts';

export function resolveValue(value: Value, vars: Vars): string | undefined {
  const raw = typeof value === 'function' ? value(vars) : value;
  if (raw === undefined) return undefined;
  return String(raw).replace(/\{(\w+)\}/g, (_, name: string) => {
    const saved = vars[name];
    if (saved === undefined) throw new Error(`No value saved as ${name}`);
    return saved;
  });
}

/** A path with its `{name}` filled in from the saved values. */
const resolvePath = (path: string, vars: Vars) => resolveValue(path, vars)!;

const decimal = (value: unknown): Big | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  try {
    return new Big(value);
  } catch {
    return undefined;
  }
};

export type Miss = { path: string; expected: string; actual: unknown };

/** The first expectation that does not hold, or undefined. */
export function firstMiss(data: unknown, expectations: Expectation[], vars: Vars): Miss | undefined {
  for (const expectation of expectations) {
    const path = resolvePath(expectation.path, vars);
    const actual = readPath(data, path);
    const miss = (expected: string): Miss => ({ path, expected, actual: actual ?? '(missing)' });
    if ('present' in expectation) {
      if ((actual !== undefined) !== expectation.present)
        return miss(expectation.present ? 'present' : 'absent (nothing at this path)');
    } else if ('equals' in expectation) {
      if (expectation.ifPresent && actual === undefined) continue;
      const wanted = resolveValue(expectation.equals, vars);
      if (String(actual) !== wanted) return miss(`equal to ${wanted}`);
    } else if ('sign' in expectation) {
      const wanted = Number(resolveValue(expectation.sign, vars));
      const number = decimal(actual);
      const name = wanted > 0 ? 'positive' : wanted < 0 ? 'negative' : 'zero';
      if (!number || number.cmp(0) !== wanted) return miss(`a ${name} decimal`);
    } else {
      const tolerance = new Big(resolveValue(expectation.tolerance ?? '0', vars) ?? '0');
      const number = decimal(actual);
      const base = 'since' in expectation ? decimal(vars[expectation.since]) : new Big(0);
      const wanted = new Big(
        resolveValue('changedBy' in expectation ? expectation.changedBy : expectation.decimal, vars) ?? NaN,
      );
      const within = tolerance.eq(0) ? '' : ` ± ${tolerance.toFixed()}`;
      const describe =
        'since' in expectation
          ? `changed by ${wanted.toFixed()}${within} from ${vars[expectation.since]} (to ${base?.plus(wanted).toFixed()})`
          : `${wanted.toFixed()}${within}`;
      if (!number || !base || number.minus(base).minus(wanted).abs().gt(tolerance)) return miss(describe);
    }
  }
  return undefined;
}
