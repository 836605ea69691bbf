import { useState } from 'react';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { FUND_ACCOUNTS, type FundAccount } from '../../../shared/config/fund-accounts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { FilterSelect } from '../components/filter-select';
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
        <FilterSelect
          label={t('ledger.account')}
          value={filter.account}
          options={FUND_ACCOUNTS.map((key) => ({ value: key, label: t(`accounts.${key}`) }))}
          onChange={(value) => setFilter({ ...filter, account: (value || undefined) as FundAccount | undefined })}
        />
        <FilterSelect
          label={t('ledger.coin')}
          value={filter.currency}
          options={coins.map(([id, name]) => ({ value: String(id), label: name }))}
          onChange={(value) => setFilter({ ...filter, currency: number(value) })}
        />
        <FilterSelect
          label={t('ledger.kind')}
          value={filter.kind}
          options={LEDGER_KINDS.map((kind) => ({ value: String(kind), label: t(`ledger.kinds.${kind}`) }))}
          onChange={(value) => setFilter({ ...filter, kind: number(value) })}
        />
      </form>
      <LedgerList filter={filter} show={show} />
    </main>
  );
}
