import type { GuessOption, GuessRound } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { parseTime } from '../../../shared/lib/format/relative-time';
import { Countdown } from '../../../shared/ui/countdown/countdown';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { ROUND_STATUS } from '../lib/guess-search';
import styles from './guess.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type RoundCardProps = {
  round: GuessRound;
  onChoose: (round: GuessRound, option: GuessOption) => void;
  /** The round opens or its betting closes now: read the rounds again. */
  onTimeUp: () => void;
};

/**
 * One round: its question and state, when it opens and closes (counting down to the next of the two on the
 * server's clock), the pool, and its options with their odds.
 */
export function RoundCard({ round, onChoose, onTimeUp }: RoundCardProps) {
  const { t } = useTranslation('guess');
  const open = round.status === 1;
  const winner = round.options.find((option) => option.key === round.result);
  const next = round.status === 0 ? round.start_time : open ? round.end_time : null;
  const nextAt = next ? parseTime(next)?.getTime() : undefined;
  return (
    <article className={card.card} aria-label={round.title}>
      <div className={card.head}>
        <h2 className={card.title}>{round.title}</h2>
        <span className={open ? `${card.badge} ${card.badgeActive}` : card.badge}>{t(ROUND_STATUS[round.status])}</span>
      </div>
      <Facts
        facts={[
          { label: t('round.opens'), value: localTime(round.start_time) },
          { label: t('round.closes'), value: localTime(round.end_time) },
          ...(nextAt === undefined
            ? []
            : [
                {
                  label: t(open ? 'round.closesIn' : 'round.opensIn'),
                  value: <Countdown endsAt={nextAt} onEnd={onTimeUp} />,
                },
              ]),
          { label: t('round.pool'), value: `${formatCoinAmount(round.pool, 'USDT')} USDT` },
          {
            label: t('round.stake'),
            value: t('round.stakeRange', { min: formatAmount(round.min_bet, 0), max: formatAmount(round.max_bet, 0) }),
          },
        ]}
      />
      <div className={styles.options} role="group" aria-label={t('round.options')}>
        {round.options.map((option) => (
          <button
            key={option.key}
            type="button"
            className={option === winner ? `${styles.option} ${styles.winner}` : styles.option}
            disabled={!open}
            onClick={() => onChoose(round, option)}
          >
            <span>{option.label}</span>
            <span className={styles.odds}>{t('round.odds', { odds: option.odds })}</span>
          </button>
        ))}
      </div>
      {winner && <p className={card.note}>{t('round.result', { option: winner.label })}</p>}
    </article>
  );
}
