import { useCallback } from 'react';
import { localeOf } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { formatRelativeTime } from '../lib/format/relative-time';

/** Formats a time as "just now", "5 minutes ago" ... or its date, in the current language. */
export function useRelativeTime() {
  const { t, i18n } = useTranslation('common');
  const locale = localeOf(i18n.language);
  return useCallback(
    (value: string | number | Date, now?: Date) => formatRelativeTime(() => t('time.justNow'), locale, value, now),
    [t, locale],
  );
}
