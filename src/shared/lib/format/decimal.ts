/**
 * Decimal arithmetic for amounts and prices. The API sends decimals as strings ("12.50000000"); they are
 * computed with big.js and never turned into floats.
 */
import Big from 'big.js';

export type DecimalInput = string | number | Big | null | undefined;

/** The value as a Big, or null when it is missing or not a number. */
export function toBig(value: DecimalInput): Big | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return new Big(typeof value === 'string' ? value.trim().replace(/^\+/, '') : value);
  } catch {
    return null;
  }
}

/** Groups the integer digits by three: "1234567.5" -> "1,234,567.5". */
export function groupThousands(fixed: string): string {
  const [integer, fraction] = fixed.split('.');
  const sign = integer.startsWith('-') ? '-' : '';
  const digits = sign ? integer.slice(1) : integer;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** Drops trailing zeros of the fraction: "1.2300" -> "1.23", "5.000" -> "5". */
export const trimZeros = (fixed: string) => (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);

/** Is `text` a plain positive-or-zero decimal as a user types it ("12", "0.5"; not "1e3", "-1", "1,000")? */
export const isDecimalText = (text: string | undefined): text is string =>
  text !== undefined && /^(0|[1-9]\d*)(\.\d+)?$/.test(text.trim());
