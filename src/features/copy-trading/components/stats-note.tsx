import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** The traders' figures are recomputed every hour: says so, with the hour of the figures shown. */
export function StatsNote({ time }: { time?: string }) {
  const { t } = useTranslation('copy-trading');
  return (
    <p className={`${card.note} ${card.content}`}>
      {time ? t('stats.updatedAt', { time: localTime(time).slice(0, 16) }) : t('stats.hourly')}
    </p>
  );
}
