import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WalletLedgerRow } from '../../../gen/model';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { entryDirection } from '../lib/ledger';
import styles from './ledger-entry.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

const TONE = { in: styles.in, out: styles.out, none: styles.none };

/** One change of balance: what happened, the coin, the signed amount, when, and the balance after it. */
export function LedgerEntry({ entry }: { entry: WalletLedgerRow }) {
  const { t } = useTranslation('bill');
  const direction = entryDirection(entry.value);
  const amount = `${direction === 'in' ? '+' : ''}${formatCoinAmount(entry.value, entry.currency_name)}`;
  return (
    <article
      className={styles.entry}
      aria-label={t('entryLabel', { info: entry.info, amount, currency: entry.currency_name })}
    >
      <div className={styles.main}>
        <span className={styles.info}>{entry.info}</span>
        <span className={TONE[direction]}>{t('amount', { amount, currency: entry.currency_name })}</span>
      </div>
      <div className={styles.meta}>
        <span>{localTime(entry.created_time)}</span>
        {entry.after !== null && (
          <span>{t('balanceAfter', { balance: formatCoinAmount(entry.after, entry.currency_name) })}</span>
        )}
      </div>
    </article>
  );
}
