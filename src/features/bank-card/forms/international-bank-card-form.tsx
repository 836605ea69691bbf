import { Formik } from 'formik';
import { saveInternationalBankCardMaxLengths } from '../../../gen/form-lengths/saveInternationalBankCard';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { CardFields, type CardField } from './card-fields';
import { internationalBankCardSchema, type InternationalBankCardValues } from './international-bank-card.schema';

const FIELDS: CardField[] = [
  { name: 'real_name', autoComplete: 'name' },
  { name: 'bank_account' },
  { name: 'bank_name' },
  { name: 'aba_number', inputMode: 'numeric' },
  { name: 'swift_code' },
  { name: 'bank_network' },
  { name: 'phone', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address' },
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
      <WriteForm lengths={saveInternationalBankCardMaxLengths} noValidate aria-label={t('international.title')}>
        <CardFields fields={FIELDS} />
        <SubmitButton>{t('save')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
