import { useState } from 'react';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { FUND_ACCOUNTS, type FundAccount } from '../../../shared/config/fund-accounts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { LedgerList } from '../components/ledger-list';
import { LEDGER_KINDS, type LedgerFilter } from '../lib/ledger-filters';
import { useHiddenBalances } from '../../../shared/state/use-hidden-balances';
import styles from '../components/assets.module.css';

/** Every movement of every account (`assets_all_record`), filterable by account, coin and kind. */
export function AllLedgerScreen() {
  const { t } = useTranslation('assets');
  const { show } = useHiddenBalances();
  const [filter, setFilter] = useState<LedgerFilter>({});
  const overview = useGetWalletOverview();
  const coins = [
    ...new Map(
      Object.values(overview.data ?? {})
        .flatMap((account) => (typeof account === 'object' && account && 'balance' in account ? account.balance : []))
        .map((row) => [row.currency, row.currency_name] as const),
    ).entries(),
  ];
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <main>
      <PageHeader title={t('ledger.allTitle')} back />
      <form className={styles.filters} aria-label={t('ledger.filters')} onSubmit={(event) => event.preventDefault()}>
        <label className={styles.filter}>
          {t('ledger.account')}
          <select
            value={filter.account ?? ''}
            onChange={(event) =>
              setFilter({ ...filter, account: (event.target.value || undefined) as FundAccount | undefined })
            }
          >
            <option value="">{t('ledger.every')}</option>
            {FUND_ACCOUNTS.map((key) => (
              <option key={key} value={key}>
                {t(`accounts.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('ledger.coin')}
          <select
            value={filter.currency ?? ''}
            onChange={(event) => setFilter({ ...filter, currency: number(event.target.value) })}
          >
            <option value="">{t('ledger.every')}</option>
            {coins.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('ledger.kind')}
          <select
            value={filter.kind ?? ''}
            onChange={(event) => setFilter({ ...filter, kind: number(event.target.value) })}
          >
            <option value="">{t('ledger.every')}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`ledger.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <LedgerList filter={filter} show={show} />
    </main>
  );
}
