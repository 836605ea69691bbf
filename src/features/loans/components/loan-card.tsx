import type { OtcLoan } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Button } from '../../../shared/ui/button/button';
import { Facts } from '../../../shared/ui/layout/facts';
import { outstandingOf, riskLevelOf } from '../lib/loan-math';
import styles from './loans.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type LoanCardProps = { loan: OtcLoan; liquidation: string; onRepay: (loan: OtcLoan) => void };

/** One loan: amount and status, margin, term, interest, overdue interest, risk rate and what is owed. */
export function LoanCard({ loan, liquidation, onRepay }: LoanCardProps) {
  const { t } = useTranslation('loans');
  const level = riskLevelOf(loan.risk_rate, liquidation);
  const owed = outstandingOf(loan);
  const repayable = loan.status === 1 || loan.status === 5;
  return (
    <article className={styles.loan} aria-label={t('loanOf', { id: loan.id })}>
      <div className={styles.loanHead}>
        <span>{`${formatCoinAmount(loan.amount, loan.currency)} ${loan.currency}`}</span>
        <span>{t(`status.${loan.status}`)}</span>
      </div>
      <Facts
        facts={[
          {
            label: t('margin'),
            value: `${formatCoinAmount(loan.margin_amount, loan.margin_currency)} ${loan.margin_currency}`,
          },
          { label: t('termLabel'), value: `${t('days', { count: Number(loan.term_days) })} · ${loan.leverage ?? 1}x` },
          { label: t('created'), value: localTime(loan.created_at) },
          { label: t('due'), value: localTime(loan.due_at) },
          { label: t('interest'), value: `${formatCoinAmount(loan.interest, loan.currency)} ${loan.currency}` },
          {
            label: t('overdueInterest'),
            value: `${formatCoinAmount(loan.overdue_interest, loan.currency)} ${loan.currency}`,
          },
          { label: t('repaid'), value: `${formatCoinAmount(loan.repaid_amount, loan.currency)} ${loan.currency}` },
          ...(repayable
            ? [{ label: t('owed'), value: `${formatCoinAmount(owed, loan.currency)} ${loan.currency}` }]
            : []),
          {
            label: t('riskRate'),
            value: level ? (
              <span
                className={styles[level]}
              >{`${formatAmount(loan.risk_rate, 2)}% · ${t(`risk.${level}`, { line: liquidation })}`}</span>
            ) : (
              '--'
            ),
          },
        ]}
      />
      {repayable && (
        <Button variant="secondary" size="small" onClick={() => onRepay(loan)}>
          {t('repay')}
        </Button>
      )}
    </article>
  );
}
