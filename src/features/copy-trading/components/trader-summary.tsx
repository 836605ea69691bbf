import type { FollowTraderDetail } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { signed, toneOf } from '../lib/tone';
import { totalProfitFact } from '../lib/trader-facts';
import { traderName } from '../lib/trader-name';
import { CancelFollowButton } from './cancel-follow-button';
import styles from './copy.module.css';
import { FollowLink } from './follow-link';
import { StatsNote } from './stats-note';
import { TraderAvatar } from './trader-avatar';

/** A trader's profile and figures, with the way to follow them or to stop. */
export function TraderSummary({ detail }: { detail: FollowTraderDetail }) {
  const { t } = useTranslation('copy-trading');
  const { trader_info: trader, data } = detail;
  const name = traderName(t, trader.nickname, trader.id);
  return (
    <section className={card.list} aria-label={name}>
      <div className={`${card.card} ${styles.surface}`}>
        <div className={card.head}>
          <TraderAvatar path={trader.head_portrait} />
          <div className={styles.name}>
            <h2 className={card.title}>{name}</h2>
            <span className={card.subtitle}>{t('trader.followers', { count: data.follow_num })}</span>
          </div>
          {detail.is_followed ? (
            <CancelFollowButton traderId={trader.id} name={name} />
          ) : (
            <FollowLink id={trader.id} name={name} />
          )}
        </div>
        <Facts
          columns={3}
          facts={[
            totalProfitFact(t, data.total_profits),
            {
              label: t('detail.totalReturn'),
              value: `${signed(data.total_income_rate)}%`,
              tone: toneOf(data.total_income_rate),
            },
            { label: t('trader.accuracy'), value: `${data.correct_rate}%` },
            { label: t('trader.profitableOrders'), value: data.profitCount },
            { label: t('detail.longOrders'), value: data.riseCount },
            { label: t('detail.shortOrders'), value: data.fallCount },
            {
              label: t('trader.yesterday'),
              value: `${signed(data.yesterday_profits)}%`,
              tone: toneOf(data.yesterday_profits),
            },
            { label: t('detail.openPositions'), value: data.position_count },
            { label: t('detail.totalOrders'), value: data.total_count },
          ]}
        />
      </div>
      <StatsNote />
    </section>
  );
}
