import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { ImageField } from '../../../shared/ui/form/image-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { depositSchema, type DepositValues } from './deposit.schema';

type DepositFormProps = {
  unit: string;
  min?: string;
  onSubmit: (values: DepositValues) => Promise<void>;
};

/** The amount paid and the screenshot of the payment, sent for review. */
export function DepositForm({ unit, min, onSubmit }: DepositFormProps) {
  const { t } = useTranslation('deposit');
  return (
    <Formik
      initialValues={{ amount: '', voucher: '' }}
      validationSchema={depositSchema({ min, unit })}
      onSubmit={onSubmit}
    >
      <Form noValidate aria-label={t('declare')}>
        <DecimalField name="amount" label={t('amount')} placeholder={t('amountHint')} unit={unit} />
        <ImageField name="voucher" label={t('voucher')} />
        <SubmitButton>{t('submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
