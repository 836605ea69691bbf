import type { GuessBet } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { ROUND_STATUS } from '../lib/guess-search';
import styles from './guess.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

const RESULT = ['result.pending', 'result.won', 'result.missed'] as const;

/** One of my bets: the round, my option at its locked odds, the stake, and the result with the bonus paid. */
export function BetCard({ bet }: { bet: GuessBet }) {
  const { t } = useTranslation('guess');
  const tone = bet.result === 1 ? 'up' : bet.result === 2 ? 'down' : undefined;
  return (
    <article className={`${card.card} ${styles.surface}`} aria-label={t('bet.label', { id: bet.id })}>
      <div className={card.head}>
        <h2 className={card.title}>{bet.title}</h2>
        <span className={card.badge}>{t(ROUND_STATUS[bet.status])}</span>
      </div>
      <Facts
        facts={[
          { label: t('bet.option'), value: t('bet.optionValue', { option: bet.option_label, odds: bet.odds }) },
          { label: t('bet.amount'), value: `${formatCoinAmount(bet.amount, 'USDT')} USDT` },
          { label: t('bet.result'), value: t(RESULT[bet.result]), tone },
          {
            label: t('bet.bonus'),
            value:
              bet.result === 1
                ? `+${formatCoinAmount(bet.bonus, 'USDT')} USDT`
                : `${formatCoinAmount(bet.bonus, 'USDT')} USDT`,
            tone: bet.result === 1 ? 'up' : undefined,
          },
          { label: t('bet.time'), value: localTime(bet.created_at) },
        ]}
      />
    </article>
  );
}
