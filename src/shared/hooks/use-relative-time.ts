import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { formatRelativeTime } from '../lib/format/relative-time';

/** Formats a time as "just now", "5 min ago" ... or its date, in the current language. */
export function useRelativeTime() {
  const { t } = useTranslation('common');
  return useCallback(
    (value: string | number | Date, now?: Date) =>
      formatRelativeTime((key, options) => (options ? t(key, options) : t(key)), value, now),
    [t],
  );
}
