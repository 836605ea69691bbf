import { Link } from '../../../shared/ui/link/link';
import { useGetWalletDetail } from '../../../gen/api/wallet/wallet';
import type { FundAccount } from '../../../shared/config/fund-accounts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Facts } from '../../../shared/ui/layout/facts';
import page from '../../../shared/ui/layout/form-page.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { LedgerList } from '../components/ledger-list';
import { useHiddenBalances } from '../../../shared/state/use-hidden-balances';

/** One coin of one account (`assets_record`): its balances, the actions on it and its ledger. */
export function CoinLedgerScreen({ currency = 3, account = 'change' }: { currency?: number; account?: FundAccount }) {
  const { t } = useTranslation('assets');
  const { show } = useHiddenBalances();
  const detail = useGetWalletDetail({ currency, type: account });
  return (
    <main>
      <PageHeader title={t('ledger.coinTitle', { coin: detail.data?.currency_name ?? '' })} back />
      <div className={page.content}>
        <QueryView query={detail}>
          {(data) => {
            const fields = data as unknown as Record<string, string | undefined>;
            return (
              <Facts
                label={t(`accounts.${account}`)}
                facts={[
                  { label: t('accountLabel'), value: t(`accounts.${account}`) },
                  {
                    label: t('available'),
                    value: show(formatCoinAmount(fields[`${account}_balance`] ?? '0', data.currency_name)),
                  },
                  {
                    label: t('frozenLabel'),
                    value: show(formatCoinAmount(fields[`lock_${account}_balance`] ?? '0', data.currency_name)),
                  },
                ]}
              />
            );
          }}
        </QueryView>
        <nav className={page.links} aria-label={t('shortcuts.label')}>
          {account === 'change' && (
            <>
              <Link className={page.link} to="/pages/fund/receive" search={{ currency }}>
                {t('shortcuts.deposit')}
              </Link>
              <Link className={page.link} to="/pages/fund/withdraw" search={{ currency }}>
                {t('shortcuts.withdraw')}
              </Link>
            </>
          )}
          <Link className={page.link} to="/pages/fund/fundTransfer" search={{ from: account }}>
            {t('shortcuts.transfer')}
          </Link>
        </nav>
      </div>
      <LedgerList filter={{ account, currency }} show={show} />
    </main>
  );
}
