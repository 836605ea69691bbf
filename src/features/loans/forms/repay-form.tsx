import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { repaySchema } from './repay.schema';

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
