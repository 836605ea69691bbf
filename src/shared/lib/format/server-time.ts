/**
 * The backend's times, the contract's DateTimeText ("Y-m-d H:i:s"), are UTC with no zone written
 * (openapi/components/schemas/common/DateTimeText.yaml): the app reads them as UTC and shows them in the device's
 * zone, in the same pattern, so a fill reads the same hour in the trades list (pushed as an instant) as in the
 * order history and the ledger. A DateText ("Y-m-d", the exchange's day) has no instant to convert and is shown as
 * written.
 */
const SERVER_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant a server time names, in epoch milliseconds; null for any other text. */
export function parseServerTime(text: string): number | null {
  if (!SERVER_TIME.test(text)) return null;
  const time = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? null : time;
}

/** "2026-11-24 18:30:05": an instant on the device's clock face. */
export function formatLocalDateTime(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A server time as the device's clock reads it; a text that is no server time (none, a day) is shown as it came. */
export function localTime(text: string | null | undefined): string {
  if (!text) return '';
  const time = parseServerTime(text);
  return time === null ? text : formatLocalDateTime(time);
}

/** The server's text of an instant (UTC), for a request that sends a time. */
export const serverTimeText = (time: number): string => new Date(time).toISOString().slice(0, 19).replace('T', ' ');
