import { serverTimeText } from '../../../shared/lib/format/server-time';

/** Epoch milliseconds of a datetime-local value (local time), or NaN. */
export const inputTime = (value: string | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/**
 * "2026-11-25T10:30" of a datetime-local input (the device's time) as the API writes times, in UTC: "2026-11-25
 * 01:30:00" in Tokyo; else undefined.
 */
export function toApiDateTime(value: string | undefined): string | undefined {
  const valid = value !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value);
  const time = valid ? inputTime(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : serverTimeText(time);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value for a time (local, to the minute). */
export function toInputValue(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
