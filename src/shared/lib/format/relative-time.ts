import { serverNow } from '../time/server-clock';
import { formatLocalDateTime, parseServerTime } from './server-time';

/** How long ago something happened, in the units the app shows (specification section 9). */
type RelativeTime =
  { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date'; date: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Parses the API's "Y-m-d H:i:s" (UTC, server-time.ts), ISO strings, Unix seconds or milliseconds. */
export function parseTime(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return parseTime(Number(trimmed));
  const serverTime = parseServerTime(trimmed);
  const date = new Date(serverTime ?? trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-21" in local time. */
const formatDate = (date: Date) => formatLocalDateTime(date.getTime()).slice(0, 10);

/**
 * "Just now" under 300 s, then minutes, hours and days up to 30 days, then the date.
 * Counted from the server's clock as the app knows it (a phone set a day off still reads "1 hour ago" for what the
 * server did an hour ago); times in the future count as just now.
 */
function relativeTime(value: string | number | Date, now: Date = new Date(serverNow())): RelativeTime | null {
  const date = parseTime(value);
  if (!date) return null;
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 300) return { unit: 'justNow' };
  if (seconds < HOUR) return { unit: 'minutes', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hours', count: Math.floor(seconds / HOUR) };
  if (seconds <= 30 * DAY) return { unit: 'days', count: Math.floor(seconds / DAY) };
  return { unit: 'date', date: formatDate(date) };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "1 day ago" in the locale's words and plural forms. */
function formatAgo(locale: string, count: number, unit: 'minutes' | 'hours' | 'days') {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return format.format(-count, unit);
}

/** The relative time in words in `locale` (a BCP 47 tag), with the common namespace's "just now". */
export function formatRelativeTime(
  t: (key: 'common:time.justNow') => string,
  locale: string,
  value: string | number | Date,
  now?: Date,
): string {
  const relative = relativeTime(value, now);
  if (!relative) return '';
  if (relative.unit === 'justNow') return t('common:time.justNow');
  if (relative.unit === 'date') return relative.date;
  return formatAgo(locale, relative.count, relative.unit);
}
