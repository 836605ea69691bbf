/** "2026-11-25T10:30" of a datetime-local input as the API writes times, "2026-11-25 10:30:00"; else undefined. */
export function toApiDateTime(value: string | undefined): string | undefined {
  const match = value && /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : undefined;
}

/** Epoch milliseconds of a datetime-local value (local time), or NaN. */
export const inputTime = (value: string | undefined) => (value ? new Date(value).getTime() : Number.NaN);

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value for a time (local, to the minute). */
export function toInputValue(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
