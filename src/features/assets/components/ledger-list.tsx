import { listWalletLedger } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import list from '../../../shared/ui/list-row/list-row.module.css';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { ledgerBody, type LedgerFilter } from '../lib/ledger-filters';

/** Movements of the ledger matching a filter, newest first: what, how much, when, and the balance after. */
export function LedgerList({ filter, show }: { filter: LedgerFilter; show: (text: string) => string }) {
  const { t } = useTranslation('assets');
  return (
    <PaginatedList
      queryKey={readQueryKey('listWalletLedger', filter)}
      fetchPage={(page, limit, signal) =>
        listWalletLedger(ledgerBody(filter, page, limit), undefined, { signal }).then((answer) => ({
          items: answer.list,
          hasMore: page * limit < answer.count,
        }))
      }
      itemKey={(row) => row.id}
      label={t('ledger.label')}
      emptyText={t('ledger.empty')}
      renderItem={(row) => (
        <div className={list.row}>
          <span className={list.strong}>{`${row.info} · ${row.currency_name}`}</span>
          <span className={list.right}>{show(formatCoinAmount(row.value, row.currency_name))}</span>
          <span className={list.muted}>{row.created_time}</span>
          <span className={`${list.right} ${list.muted}`}>
            {t('ledger.after', { amount: show(formatCoinAmount(row.after ?? '0', row.currency_name)) })}
          </span>
        </div>
      )}
    />
  );
}
