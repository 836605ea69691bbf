import { listDepositRecords, listWithdrawalRecords } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { RecordRow, type RecordKind } from '../components/record-row';

/** Deposit and withdrawal records, newest first, page by page, with their review status. */
export function RecordsScreen({ tab = 'deposit' }: { tab?: RecordKind }) {
  const { t } = useTranslation('funds');
  const navigation = useAppNavigation();
  return (
    <main>
      <PageHeader title={t('records.title')} back />
      <Tabs
        label={t('records.title')}
        tabs={[
          { key: 'deposit', label: t('kinds.deposit') },
          { key: 'withdraw', label: t('kinds.withdraw') },
        ]}
        value={tab}
        onChange={(next) =>
          void navigation.redirect({ to: '/pages/fund/receive_withdraw_record', search: { tab: next } })
        }
      >
        {tab === 'deposit' ? (
          <PaginatedList
            queryKey={readQueryKey('listDepositRecords', 'records')}
            fetchPage={(page, limit, signal) => listDepositRecords({ page, limit }, { signal }).then(fromPageData)}
            itemKey={(row) => row.id}
            label={t('records.deposits')}
            emptyText={t('records.empty')}
            renderItem={(row) => (
              <RecordRow
                kind="deposit"
                id={row.id}
                coin={row.currency_name ?? row.name}
                amount={row.amount}
                time={row.created_at}
                status={row.status}
              />
            )}
          />
        ) : (
          <PaginatedList
            queryKey={readQueryKey('listWithdrawalRecords', 'records')}
            fetchPage={(page, limit, signal) => listWithdrawalRecords({ page, limit }, { signal }).then(fromPageData)}
            itemKey={(row) => row.id}
            label={t('records.withdrawals')}
            emptyText={t('records.empty')}
            renderItem={(row) => (
              <RecordRow
                kind="withdraw"
                id={row.id}
                coin={row.name}
                amount={row.number}
                time={row.create_time}
                status={row.status}
              />
            )}
          />
        )}
      </Tabs>
    </main>
  );
}
