import { Link } from '../../../shared/ui/link/link';
import type { FollowTrader } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NO_VALUE, formatAmount } from '../../../shared/lib/format/number';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { signed, toneOf } from '../lib/tone';
import { traderName } from '../lib/trader-name';
import styles from './copy.module.css';
import { TraderAvatar } from './trader-avatar';
import { FollowLink } from './follow-link';
import { totalProfitFact } from '../lib/trader-facts';

/** One trader of the list: total P/L, accuracy, profitable orders, followers and yesterday's return. */
export function TraderCard({ trader }: { trader: FollowTrader }) {
  const { t } = useTranslation('copy-trading');
  const name = traderName(t, trader.nickname, trader.id);
  return (
    <article className={`${card.card} ${styles.surface}`} aria-label={name}>
      <div className={card.head}>
        <TraderAvatar path={trader.head_portrait} />
        <Link to="/pages/follow/trader" search={{ id: trader.id }} className={`${styles.name} ${styles.cardLink}`}>
          <h2 className={card.title}>{name}</h2>
          <span className={card.subtitle}>{t('trader.followers', { count: trader.follow_num })}</span>
        </Link>
        {trader.is_followed ? (
          <span className={`${card.badge} ${card.badgeActive}`}>{t('trader.following')}</span>
        ) : (
          <FollowLink id={trader.id} name={name} />
        )}
      </div>
      <Facts
        columns={3}
        facts={[
          totalProfitFact(t, trader.total_profits),
          { label: t('trader.accuracy'), value: `${formatAmount(trader.correct_rate, 2)}%` },
          {
            label: t('trader.yesterday'),
            value: trader.yesterday_profits === undefined ? NO_VALUE : `${signed(trader.yesterday_profits)}%`,
            tone: toneOf(trader.yesterday_profits),
          },
          { label: t('trader.profitableOrders'), value: trader.profit_count ?? NO_VALUE },
          { label: t('trader.closedOrders'), value: trader.closed_count },
          { label: t('trader.followersLabel'), value: trader.follow_num },
        ]}
      />
    </article>
  );
}
