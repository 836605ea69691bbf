import { useTranslation } from '../../../shared/i18n/use-translation';
import { parseTime } from '../../../shared/lib/format/relative-time';
import { Countdown } from '../../../shared/ui/countdown/countdown';
import type { SaleState } from '../lib/sale-state';
import { Fact } from './fact';
import styles from './nft.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type SaleWindowProps = { start: string; end: string; state: SaleState; openEnded: boolean; onChange: () => void };

/** When the sale starts and ends, with the time left to the next of the two. */
export function SaleWindow({ start, end, state, openEnded, onChange }: SaleWindowProps) {
  const { t } = useTranslation('nft');
  const next = state === 2 ? parseTime(start) : state === 1 && !openEnded ? parseTime(end) : null;
  return (
    <>
      <Fact label={t('detail.start')} value={localTime(start)} />
      <Fact label={t('detail.end')} value={openEnded ? t('detail.noEnd') : localTime(end)} />
      {next && (
        <Fact
          label={t(state === 2 ? 'detail.startsIn' : 'detail.endsIn')}
          value={<Countdown endsAt={next.getTime()} onEnd={onChange} />}
          className={styles.countdown}
        />
      )}
    </>
  );
}
