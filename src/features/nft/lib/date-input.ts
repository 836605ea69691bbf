import { formatLocalDateTime, serverTimeText } from '../../../shared/lib/format/server-time';

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

/** A datetime-local value for a time (local, to the minute). */
export const toInputValue = (time: number): string => formatLocalDateTime(time).slice(0, 16).replace(' ', 'T');
