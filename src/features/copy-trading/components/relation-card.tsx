import { Link } from '../../../shared/ui/link/link';
import type { FollowRelation } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Button } from '../../../shared/ui/button/button';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { signed, toneOf } from '../lib/tone';
import { traderName } from '../lib/trader-name';
import styles from './copy.module.css';
import { TraderAvatar } from './trader-avatar';
import { localTime } from '../../../shared/lib/format/server-time';

type RelationCardProps = { relation: FollowRelation; onCancel: (relation: FollowRelation) => void };

/** A trader I follow or followed: how I copy them, the margin cap, what the copies earned, and cancel. */
export function RelationCard({ relation, onCancel }: RelationCardProps) {
  const { t } = useTranslation('copy-trading');
  const name = traderName(t, relation.nickname, relation.follow_user_id);
  const following = relation.status === 1;
  const capped = relation.amount !== undefined && Number(relation.amount) > 0;
  return (
    <article className={`${card.card} ${styles.surface}`} aria-label={name}>
      <div className={card.head}>
        <TraderAvatar path={relation.head_portrait} />
        <Link
          to="/pages/follow/trader"
          search={{ id: relation.follow_user_id }}
          className={`${styles.name} ${styles.cardLink}`}
        >
          <h2 className={card.title}>{name}</h2>
          <span className={card.subtitle}>{t('my.since', { time: localTime(relation.created_at) })}</span>
        </Link>
        <span className={following ? `${card.badge} ${card.badgeActive}` : card.badge}>
          {following ? t('my.following') : t('my.cancelled')}
        </span>
      </div>
      <Facts
        facts={[
          {
            label: t('my.mode'),
            value:
              relation.type === 1
                ? t('my.multipleValue', { number: relation.number })
                : t('my.lotsValue', { count: Number(relation.number) }),
          },
          {
            label: t('my.cap'),
            value: capped ? `${formatCoinAmount(relation.amount, 'USDT')} USDT` : t('my.noCap'),
          },
          {
            label: t('my.income'),
            value: `${signed(formatCoinAmount(relation.income_amount, 'USDT'))} USDT`,
            tone: toneOf(relation.income_amount),
          },
          { label: following ? t('my.updated') : t('my.cancelledAt'), value: localTime(relation.updated_at) },
        ]}
      />
      {following && (
        <div className={card.actions}>
          <Button size="small" variant="secondary" onClick={() => onCancel(relation)}>
            {t('my.cancel')}
          </Button>
        </div>
      )}
    </article>
  );
}
