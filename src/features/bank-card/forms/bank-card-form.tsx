import { Formik } from 'formik';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BankOption } from '../../../gen/model';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { bankCardSchema, type BankCardValues } from './bank-card.schema';
import { CardFields, type CardField } from './card-fields';
import { saveBankCardMaxLengths } from '../../../gen/form-lengths/saveBankCard';

const BEFORE_BANK: CardField[] = [{ name: 'real_name', autoComplete: 'name' }];
const AFTER_BANK: CardField[] = [
  { name: 'bank_branch' },
  { name: 'bank_dizhi' },
  { name: 'bank_account', inputMode: 'numeric' },
  { name: 'bank_code' },
  { name: 'iban' },
  { name: 'bank_address', autoComplete: 'street-address' },
];

type BankCardFormProps = {
  initialValues: BankCardValues;
  banks: BankOption[];
  onSubmit: (values: BankCardValues) => Promise<void>;
};

/** The domestic bank card; the bank is chosen from the server's list when it sends one. */
export function BankCardForm({ initialValues, banks, onSubmit }: BankCardFormProps) {
  const { t } = useTranslation(['bank-card', 'validation']);
  const names = banks.map((bank) => bank.name);
  if (initialValues.bank_name && !names.includes(initialValues.bank_name)) names.unshift(initialValues.bank_name);
  return (
    <Formik initialValues={initialValues} validationSchema={bankCardSchema} onSubmit={onSubmit}>
      <WriteForm lengths={saveBankCardMaxLengths} noValidate aria-label={t('domestic.title')}>
        <CardFields fields={BEFORE_BANK} />
        {names.length > 0 ? (
          <SelectField
            name="bank_name"
            label={t('fields.bank_name')}
            placeholder={t('hints.bank_name')}
            options={names.map((name) => ({ value: name, label: name }))}
          />
        ) : (
          <TextField name="bank_name" label={t('fields.bank_name')} placeholder={t('hints.bank_name')} />
        )}
        <CardFields fields={AFTER_BANK} />
        <SubmitButton>{t('save')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
