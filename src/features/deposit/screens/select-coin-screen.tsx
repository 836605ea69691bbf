import { Link } from '../../../shared/ui/link/link';
import { useState } from 'react';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import pickRow from '../../../shared/ui/list-row/pick-row.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import local from '../components/deposit.module.css';

export type SelectNext = 'receive' | 'withdraw';

/** Choose the coin to deposit or withdraw: the coins the site funds, searchable by name. */
export function SelectCoinScreen({ next = 'receive' }: { next?: SelectNext }) {
  const { t } = useTranslation('deposit');
  const [search, setSearch] = useState('');
  const overview = useGetWalletOverview();
  return (
    <main className={styles.page}>
      <PageHeader title={t(next === 'withdraw' ? 'selectWithdraw' : 'selectDeposit')} back />
      <div className={styles.content}>
        <label className={`${introLine.intro} ${styles.intro}`} htmlFor="coin-search">
          {t('searchLabel')}
        </label>
        <input
          id="coin-search"
          className={local.search}
          type="search"
          value={search}
          placeholder={t('searchHint')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <QueryView query={overview}>
          {(data) => {
            const coins = data.change_wallet.balance.filter(
              (row) => row.is_charge && row.currency_name.toLowerCase().includes(search.trim().toLowerCase()),
            );
            if (coins.length === 0) return <p className={`${introLine.intro} ${styles.intro}`}>{t('noCoin')}</p>;
            return (
              <ul className={local.coins} aria-label={t('coins')}>
                {coins.map((row) => (
                  <li key={row.currency}>
                    <Link
                      className={`${pickRow.row} ${local.coin}`}
                      to={`/pages/fund/${next}`}
                      search={{ currency: row.currency }}
                    >
                      <span>{row.currency_name}</span>
                      <span>{formatCoinAmount(row.change_balance, row.currency_name)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryView>
        {next === 'receive' && (
          <nav className={styles.links} aria-label={t('otherWays')}>
            <Link className={styles.link} to="/pages/fund/receive_bank">
              {t('byBank')}
            </Link>
            <Link className={styles.link} to="/pages/buy/index">
              {t('buyCrypto')}
            </Link>
          </nav>
        )}
      </div>
    </main>
  );
}
