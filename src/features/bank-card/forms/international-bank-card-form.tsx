import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { CardFields, type CardField } from './card-fields';
import { internationalBankCardSchema, type InternationalBankCardValues } from './international-bank-card.schema';

const FIELDS: CardField[] = [
  { name: 'real_name', maxLength: 64, autoComplete: 'name' },
  { name: 'bank_account', maxLength: 34 },
  { name: 'bank_name', maxLength: 64 },
  { name: 'aba_number', maxLength: 9, inputMode: 'numeric' },
  { name: 'swift_code', maxLength: 11 },
  { name: 'bank_network', maxLength: 64 },
  { name: 'phone', maxLength: 20, inputMode: 'tel', autoComplete: 'tel' },
  { name: 'address', maxLength: 255, autoComplete: 'street-address' },
];

type InternationalBankCardFormProps = {
  initialValues: InternationalBankCardValues;
  onSubmit: (values: InternationalBankCardValues) => Promise<void>;
};

/** The international (SWIFT) bank card. */
export function InternationalBankCardForm({ initialValues, onSubmit }: InternationalBankCardFormProps) {
  const { t } = useTranslation(['bank-card', 'validation']);
  return (
    <Formik initialValues={initialValues} validationSchema={internationalBankCardSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label={t('international.title')}>
        <CardFields fields={FIELDS} />
        <SubmitButton>{t('save')}</SubmitButton>
      </Form>
    </Formik>
  );
}
