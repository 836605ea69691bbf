/**
 * How the backend writes times and decimals: "Y-m-d H:i:s" in UTC (the contract's DateTimeText), whatever the
 * zone of the machine the mock runs on; decimals as strings.
 */
import Big from 'big.js';

/** "2026-11-24 09:30:00": the instant in UTC, written without a zone. */
export const dateTimeText = (time: number): string => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/** "2026-11-24": the UTC day of the instant (the contract's DateText). */
export const dateText = (time: number) => dateTimeText(time).slice(0, 10);

/** The instant a DateTimeText names (UTC), in epoch milliseconds; NaN for any other text. */
export const parseDateTimeText = (text: string): number =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}Z`) : Number.NaN;

export const unixSeconds = (time: number) => Math.floor(time / 1000);

/** A decimal string with exactly `decimals` digits after the point, rounded down (money never rounds up). */
export function fixed(value: Big.BigSource, decimals: number): string {
  return new Big(value).round(decimals, Big.roundDown).toFixed(decimals);
}
