import Big from 'big.js';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { OtcLoanConfig } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { wholeBounds } from '../../../shared/lib/validation/whole-bounds';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { Facts } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { marginFor } from '../lib/loan-math';
import { loanApplicationSchema, type LoanApplicationValues } from './loan-application.schema';
import { countOf } from '../../../shared/lib/format/count-of';

type LoanApplicationFormProps = {
  config: OtcLoanConfig;
  onSubmit: (values: LoanApplicationValues, helpers: FormikHelpers<LoanApplicationValues>) => Promise<void>;
};

function ApplicationFields({ config }: { config: OtcLoanConfig }) {
  const { t } = useTranslation('loans');
  const { values } = useFormikContext<LoanApplicationValues>();
  const coins = config.coins.map((coin) => ({ value: coin, label: coin }));
  let margin = '--';
  try {
    margin = `${formatCoinAmount(marginFor(values.amount, Number(values.leverage)), 'USDT')} USDT`;
  } catch {
    // no amount yet
  }
  return (
    <Form noValidate aria-label={t('formTitle')}>
      <DecimalField
        name="amount"
        label={t('amount')}
        placeholder={t('amountHint', wholeBounds(config.min_amount, config.max_amount))}
        unit="USDT"
      />
      <SelectField name="currency" label={t('currency')} options={coins} />
      <SelectField name="margin_currency" label={t('marginCurrency')} options={coins} />
      <SelectField
        name="leverage"
        label={t('leverage')}
        options={Array.from({ length: config.max_leverage }, (_, index) => ({
          value: String(index + 1),
          label: `${index + 1}x`,
        }))}
      />
      <TextField name="term" label={t('term')} placeholder={t('termHint')} inputMode="numeric" autoComplete="off" />
      <p className={`${introLine.intro} ${styles.intro}`}>
        {t('usualTerms', { terms: config.terms.map((days) => t('days', { count: Number(days) })).join(' / ') })}
      </p>
      <TextField name="contact" label={t('contact')} placeholder={t('contactHint')} autoComplete="email" />
      <Facts
        label={t('summary')}
        facts={[
          { label: t('marginNeeded'), value: margin },
          { label: t('dailyInterest'), value: `${formatAmount(new Big(config.daily_interest_rate).times(100), 2)}%` },
          {
            label: t('approval'),
            value: t('approvalDays', { days: config.approval_days, count: countOf(config.approval_days) }),
          },
        ]}
      />
      <SubmitButton>{t('apply')}</SubmitButton>
    </Form>
  );
}

/** The loan application; every rule is checked before it is sent. */
export function LoanApplicationForm({ config, onSubmit }: LoanApplicationFormProps) {
  const initialValues: LoanApplicationValues = {
    amount: '',
    currency: config.coins.includes('USDT') ? 'USDT' : config.coins[0],
    margin_currency: config.coins[0],
    contact: '',
    leverage: String(config.max_leverage),
    term: '30',
  };
  const schema = loanApplicationSchema({
    min: config.min_amount,
    max: config.max_amount,
    maxLeverage: config.max_leverage,
    coins: config.coins,
  });
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <ApplicationFields config={config} />
    </Formik>
  );
}
