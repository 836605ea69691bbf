import Big from 'big.js';

import type { FormikHelpers } from 'formik';
import { useApplyOtcLoan, useGetOtcLoanConfig } from '../../../gen/api/otc/otc';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import styles from '../../../shared/ui/layout/form-page.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import raisedBox from '../../../shared/ui/surface/raised-box.module.css';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { FaqList } from '../components/faq-list';
import local from '../components/loans.module.css';
import { LoanApplicationForm } from '../forms/loan-application-form';
import type { LoanApplicationValues } from '../forms/loan-application.schema';
import { countOf } from '../../../shared/lib/format/count-of';

/** VIP level from which a user may borrow without a market-maker account (section 6). */
const MIN_VIP = 2;
const STEPS = ['eligibility', 'apply', 'review', 'margin', 'repay'] as const;

/** Borrowing: how an OTC loan works, who may borrow, the application form and the FAQ. */
export function BorrowingScreen() {
  const { t } = useTranslation('loans');
  const navigation = useAppNavigation();
  const config = useGetOtcLoanConfig();
  const { mutateAsync } = useApplyOtcLoan();
  const onSubmit = async (values: LoanApplicationValues, helpers: FormikHelpers<LoanApplicationValues>) => {
    try {
      await mutateAsync({
        data: {
          amount: values.amount.trim(),
          currency: values.currency,
          margin_currency: values.margin_currency,
          contact: values.contact.trim(),
          leverage: Number(values.leverage),
          term: Number(values.term),
        },
      });
    } catch {
      return; // the desk's reason was shown; the form keeps what was typed
    }
    showToast(t('applied'));
    helpers.resetForm();
    navigation.push({ to: '/pages/otc/otc' });
  };
  return (
    <main className={styles.page}>
      <PageHeader title={t('borrowTitle')} back link={{ to: '/pages/otc/otc', label: t('myLoans'), look: 'pill' }} />
      <div className={styles.content}>
        <QueryView query={config}>
          {(data) => (
            <>
              <h2 className={styles.section}>{t('howTitle')}</h2>
              <ol className={local.steps}>
                {STEPS.map((step) => (
                  <li key={step}>
                    {t(`how.${step}`, {
                      min: formatAmount(data.min_amount, 0),
                      max: formatAmount(data.max_amount, 0),
                      leverage: data.max_leverage,
                      days: data.approval_days,
                      count: countOf(data.approval_days),
                      overdue: formatAmount(new Big(data.overdue_interest_rate).times(100), 1),
                      liquidation: data.liquidation_risk_rate,
                    })}
                  </li>
                ))}
              </ol>
              <p className={raisedBox.box} role="note">
                {t(
                  data.eligible ? (data.user_vip_level >= MIN_VIP ? 'eligible' : 'eligibleMarketMaker') : 'notEligible',
                  { level: data.user_vip_level },
                )}
              </p>
              {data.eligible && (
                <>
                  <h2 className={styles.section}>{t('formTitle')}</h2>
                  <LoanApplicationForm config={data} onSubmit={onSubmit} />
                </>
              )}
            </>
          )}
        </QueryView>
        <FaqList />
      </div>
    </main>
  );
}
