/** How the backend writes times and decimals: "Y-m-d H:i:s" in the server's local time, decimals as strings. */
import Big from 'big.js';

const pad = (value: number) => String(value).padStart(2, '0');

export function dateTimeText(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export const dateText = (time: number) => dateTimeText(time).slice(0, 10);

export const unixSeconds = (time: number) => Math.floor(time / 1000);

/** A decimal string with exactly `decimals` digits after the point, rounded down (money never rounds up). */
export function fixed(value: Big.BigSource, decimals: number): string {
  return new Big(value).round(decimals, Big.roundDown).toFixed(decimals);
}
