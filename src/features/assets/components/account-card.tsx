import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatFiat, type FiatChoice } from '../../../shared/lib/format/fiat';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import type { FundAccountView } from '../../../shared/lib/wallet/fund-accounts';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './assets.module.css';

type AccountCardProps = {
  account: FundAccountView;
  fiat: FiatChoice;
  /** Writes a figure, or the mask while balances are hidden. */
  show: (text: string) => string;
};

/** One account: its total in USDT and fiat, and each coin's available and frozen balance, opening its ledger. */
export function AccountCard({ account, fiat, show }: AccountCardProps) {
  const { t } = useTranslation('assets');
  const headingId = `account-${account.key}`;
  const name = t(`accounts.${account.key}`);
  return (
    <section className={styles.account} aria-labelledby={headingId}>
      <div className={styles.accountHead}>
        <h2 id={headingId} className={styles.accountName}>
          {name}
        </h2>
        <div className={styles.accountTotal}>
          <div>{show(`${formatAmount(account.usdtTotal)} USDT`)}</div>
          <div className={list.muted}>{show(`≈ ${formatFiat(account.usdtTotal, fiat)}`)}</div>
        </div>
      </div>
      {account.balances.length === 0 ? (
        <p className={`${list.row} ${styles.balance} ${list.muted}`}>{t('noCoins')}</p>
      ) : (
        <ul className={list.list} aria-label={t('balancesOf', { account: name })}>
          {account.balances.map((row) => (
            <li key={row.currency}>
              <Link
                className={`${list.row} ${styles.balance} ${styles.rowLink}`}
                to="/pages/fund/assets_record"
                search={{ currency: row.currency, account: account.key }}
              >
                <span className={list.strong}>{row.name}</span>
                <span className={list.right}>{show(formatCoinAmount(row.available, row.name))}</span>
                <span className={list.muted}>{t('available')}</span>
                <span className={`${list.right} ${list.muted}`}>
                  {t('frozen', { amount: show(formatCoinAmount(row.frozen, row.name)) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
