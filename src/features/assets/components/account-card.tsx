import { useTranslation } from '../../../shared/i18n/use-translation';
import type {
  WalletChangeAccount,
  WalletLegalAccount,
  WalletLeverAccount,
  WalletMicroAccount,
} from '../../../gen/model';
import type { AccountKey } from '../../../shared/config/accounts';
import { formatFiat, type FiatChoice } from '../../../shared/lib/format/fiat';
import { formatAmount } from '../../../shared/lib/format/number';
import { balanceOf } from '../lib/balances';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './assets.module.css';

type AccountCardProps = {
  accountKey: AccountKey;
  account: WalletLegalAccount | WalletChangeAccount | WalletLeverAccount | WalletMicroAccount;
  fiat: FiatChoice;
};

/** One account: its total in USDT and fiat, and each coin's available and frozen balance. */
export function AccountCard({ accountKey, account, fiat }: AccountCardProps) {
  const { t } = useTranslation('assets');
  const headingId = `account-${accountKey}`;
  return (
    <section className={styles.account} aria-labelledby={headingId}>
      <div className={styles.accountHead}>
        <h2 id={headingId} className={styles.accountName}>
          {t(`accounts.${accountKey}`)}
        </h2>
        <div className={styles.accountTotal}>
          <div>{`${formatAmount(account.usdt_totle)} USDT`}</div>
          <div className={list.muted}>{`≈ ${formatFiat(account.usdt_totle, fiat)}`}</div>
        </div>
      </div>
      {account.balance.length === 0 ? (
        <p className={`${list.row} ${styles.balance} ${list.muted}`}>{t('noCoins')}</p>
      ) : (
        <ul className={list.list} aria-label={t('balancesOf', { account: t(`accounts.${accountKey}`) })}>
          {account.balance.map((row, index) => {
            const { available, frozen } = balanceOf(accountKey, row);
            return (
              <li key={`${row.id}-${index}`} className={`${list.row} ${styles.balance}`}>
                <span className={list.strong}>{row.currency_name}</span>
                <span className={list.right}>{formatAmount(available, 4)}</span>
                <span className={list.muted}>{t('available')}</span>
                <span className={`${list.right} ${list.muted}`}>
                  {t('frozen', { amount: formatAmount(frozen, 4) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
