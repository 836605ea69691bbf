import { Link } from '../../../shared/ui/link/link';
import { useState } from 'react';
import { listMyOtcLoans, useGetOtcLoanConfig, useRepayOtcLoan } from '../../../gen/api/otc/otc';
import type { OtcLoan } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { LoanCard } from '../components/loan-card';
import { RepayForm } from '../forms/repay-form';
import { outstandingOf } from '../lib/loan-math';

const DEFAULT_LIQUIDATION = '110';

/** OTC and loans: my loans with their risk rate, interest and overdue interest, and repayment. */
export function OtcScreen() {
  const { t } = useTranslation('loans');
  const config = useGetOtcLoanConfig();
  const { mutateAsync } = useRepayOtcLoan();
  const [repaying, setRepaying] = useState<OtcLoan>();
  const liquidation = config.data?.liquidation_risk_rate ?? DEFAULT_LIQUIDATION;
  const repay = async ({ amount }: { amount: string }) => {
    if (!repaying) return;
    try {
      await mutateAsync({ data: { id: repaying.id, amount } });
    } catch {
      return;
    }
    showToast(t('repayDone'));
    setRepaying(undefined);
  };
  return (
    <main>
      <PageHeader title={t('otcTitle')} back />
      <div className={styles.content}>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('otcIntro', { line: liquidation })}</p>
        <nav className={styles.links} aria-label={t('otcTitle')}>
          <Link className={styles.link} to="/pages/common/borrowing">
            {t('borrowTitle')}
          </Link>
        </nav>
        <h2 className={styles.section}>{t('myLoans')}</h2>
      </div>
      <PaginatedList
        queryKey={readQueryKey('listMyOtcLoans', 'pages')}
        fetchPage={(page, limit, signal) => listMyOtcLoans({ page, limit }, { signal }).then(fromPageData)}
        itemKey={(loan) => loan.id}
        label={t('myLoans')}
        emptyText={t('noLoans')}
        renderItem={(loan) => <LoanCard loan={loan} liquidation={liquidation} onRepay={setRepaying} />}
      />
      <BottomSheet open={repaying !== undefined} title={t('repayTitle')} onClose={() => setRepaying(undefined)}>
        {repaying && <RepayForm owed={outstandingOf(repaying).toFixed()} unit={repaying.currency} onSubmit={repay} />}
      </BottomSheet>
    </main>
  );
}
