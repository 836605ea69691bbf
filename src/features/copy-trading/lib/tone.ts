import type { DecimalInput } from '../../../shared/lib/format/decimal';
import { trendOf } from '../../../shared/lib/format/trend';

/** The colour of a profit or a loss for a figure; none when it is zero. */
export function toneOf(value: DecimalInput): 'up' | 'down' | undefined {
  const trend = trendOf(value);
  return trend === 'flat' ? undefined : trend;
}

/** "+12.50" for a gain, "-3.10" for a loss: the sign a trader's figures are read with. */
export const signed = (text: string) => (text.startsWith('-') || /^0(\.0*)?$/.test(text) ? text : `+${text}`);
