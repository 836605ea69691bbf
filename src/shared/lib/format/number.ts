import Big from 'big.js';
import { groupThousands, toBig, trimZeros, type DecimalInput } from './decimal';

/** Shown for a value that is missing or not a number. */
export const NO_VALUE = '--';

const MILLION = new Big(1_000_000);
const THOUSAND = new Big(1_000);

/**
 * The app's short number format (specification section 9): above 1,000,000 in millions with one decimal and
 * "M", above 1,000 in thousands with one decimal and "K", otherwise up to four decimals. Rounds down, so a
 * shown amount is never more than the real one.
 */
export function formatCompact(value: DecimalInput): string {
  const number = toBig(value);
  if (!number) return NO_VALUE;
  const size = number.abs();
  if (size.gt(MILLION)) return `${trimZeros(number.div(MILLION).toFixed(1, Big.roundDown))}M`;
  if (size.gt(THOUSAND)) return `${trimZeros(number.div(THOUSAND).toFixed(1, Big.roundDown))}K`;
  return trimZeros(number.toFixed(4, Big.roundDown));
}

/**
 * An amount with a fixed number of decimals (two by default), digits grouped by thousands, rounded down:
 * "1234.5678" -> "1,234.56".
 */
export function formatAmount(value: DecimalInput, precision = 2): string {
  const number = toBig(value);
  if (!number) return NO_VALUE;
  const fixed = number.toFixed(precision, Big.roundDown);
  return groupThousands(/^-0(\.0+)?$/.test(fixed) ? fixed.slice(1) : fixed);
}

/** A price as the API sent it, with up to `maxDecimals` decimals (four by default) and no trailing zeros. */
export function formatPrice(value: DecimalInput, maxDecimals = 4): string {
  const number = toBig(value);
  if (!number) return NO_VALUE;
  return groupThousands(trimZeros(number.toFixed(maxDecimals, Big.roundDown)));
}

/** A percentage change with its sign: "2.3" -> "+2.30%", "-1.18" -> "-1.18%", "0" -> "0.00%". */
export function formatPercent(value: DecimalInput, precision = 2): string {
  const number = toBig(value);
  if (!number) return NO_VALUE;
  const fixed = number.toFixed(precision, Big.roundHalfUp);
  return `${number.gt(0) && !/^0(\.0+)?$/.test(fixed) ? '+' : ''}${fixed}%`;
}
