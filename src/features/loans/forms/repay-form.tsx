import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';

/** A repayment: at most what is still owed (the whole of it at one tap). */
export const repaySchema = (owed: string, unit: string) =>
  object({ amount: decimalRule({ max: owed, maxDecimals: 8, maxReason: 'aboveMaximum', unit }) });

type RepayFormProps = { owed: string; unit: string; onSubmit: (values: { amount: string }) => Promise<void> };

export function RepayForm({ owed, unit, onSubmit }: RepayFormProps) {
  const { t } = useTranslation('loans');
  return (
    <Formik initialValues={{ amount: '' }} validationSchema={repaySchema(owed, unit)} onSubmit={onSubmit}>
      <Form noValidate aria-label={t('repayTitle')}>
        <DecimalField name="amount" label={t('repayAmount')} unit={unit} all={owed} />
        <SubmitButton>{t('repay')}</SubmitButton>
      </Form>
    </Formik>
  );
}
