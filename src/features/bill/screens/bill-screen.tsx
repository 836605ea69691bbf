import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { listWalletLedger } from '../../../gen/api/wallet/wallet';
import type { WalletLedgerRow } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { LedgerEntry } from '../components/ledger-entry';
import styles from '../components/ledger-entry.module.css';
import { fromLedgerPage, LEDGER_ACCOUNTS, type LedgerAccount } from '../lib/ledger';

/** The account ledger (bills): every change of balance, newest first, ten at a time, by account. */
export function BillScreen() {
  const { t } = useTranslation('bill');
  const filterId = useId();
  const [account, setAccount] = useState<LedgerAccount>(0);
  return (
    <main>
      <PageHeader title={t('title')} back />
      <div className={styles.filter}>
        <label htmlFor={filterId}>{t('account')}</label>
        <select
          id={filterId}
          value={account}
          onChange={(event) => setAccount(Number(event.target.value) as LedgerAccount)}
        >
          {LEDGER_ACCOUNTS.map((value) => (
            <option key={value} value={value}>
              {t(`accounts.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <PaginatedList<WalletLedgerRow>
        queryKey={readQueryKey('listWalletLedger', 'bill', account)}
        fetchPage={(page, _limit, signal) =>
          listWalletLedger({ page, type: account }, undefined, { signal }).then(fromLedgerPage)
        }
        itemKey={(entry, index) => `${entry.id}-${index}`}
        renderItem={(entry) => <LedgerEntry entry={entry} />}
        label={t('title')}
        emptyText={t('empty')}
      />
    </main>
  );
}
