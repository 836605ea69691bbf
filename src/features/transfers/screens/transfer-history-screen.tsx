import { listAccountTransfers } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import list from '../../../shared/ui/list-row/list-row.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPaginator } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { localTime } from '../../../shared/lib/format/server-time';

/** Every transfer between the user's accounts, newest first: each side is a row (out of one, into the other). */
export function TransferHistoryScreen() {
  const { t } = useTranslation('transfers');
  return (
    <main>
      <PageHeader title={t('historyTitle')} back />
      <PaginatedList
        queryKey={readQueryKey('listAccountTransfers', 'pages')}
        fetchPage={(page, _limit, signal) => listAccountTransfers({ page }, { signal }).then(fromPaginator)}
        itemKey={(row) => row.id}
        label={t('historyTitle')}
        emptyText={t('historyEmpty')}
        renderItem={(row) => (
          <div className={list.row}>
            <span className={list.strong}>{`${row.info} ${row.currency_name}`}</span>
            <span className={list.right}>{formatCoinAmount(row.value, row.currency_name)}</span>
            <span className={list.muted}>{localTime(row.created_time)}</span>
            <span className={`${list.right} ${list.muted}`}>
              {t('balanceAfter', { amount: formatCoinAmount(row.after ?? '0', row.currency_name) })}
            </span>
          </div>
        )}
      />
    </main>
  );
}
