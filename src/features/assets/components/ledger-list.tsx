import { listWalletLedger } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FUND_ACCOUNTS, type FundAccount } from '../../../shared/config/fund-accounts';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import list from '../../../shared/ui/list-row/list-row.module.css';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { ledgerBody, type LedgerFilter } from '../lib/ledger-filters';
import { localTime } from '../../../shared/lib/format/server-time';

const isFundAccount = (key: string): key is FundAccount => (FUND_ACCOUNTS as readonly string[]).includes(key);

/** Movements of the ledger matching a filter, newest first: what, how much, in which account, when, and the balance after. */
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
          <span className={list.muted}>
            {row.wallet_type && isFundAccount(row.wallet_type)
              ? `${t(`accounts.${row.wallet_type}`)} · ${localTime(row.created_time)}`
              : localTime(row.created_time)}
          </span>
          <span className={`${list.right} ${list.muted}`}>
            {t('ledger.after', { amount: show(formatCoinAmount(row.after ?? '0', row.currency_name)) })}
          </span>
        </div>
      )}
    />
  );
}
