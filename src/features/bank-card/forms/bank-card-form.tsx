import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BankOption } from '../../../gen/model';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { bankCardSchema, type BankCardValues } from './bank-card.schema';
import { CardFields, type CardField } from './card-fields';
import { saveBankCardMaxLengths } from '../../../gen/form-lengths';

const BEFORE_BANK: CardField[] = [{ name: 'real_name', maxLength: 64, autoComplete: 'name' }];
const AFTER_BANK: CardField[] = [
  { name: 'bank_branch', maxLength: 64 },
  { name: 'bank_dizhi', maxLength: 128 },
  { name: 'bank_account', maxLength: 34, inputMode: 'numeric' },
  { name: 'bank_code', maxLength: 16 },
  { name: 'iban', maxLength: 34 },
  { name: 'bank_address', maxLength: 255, autoComplete: 'street-address' },
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
      <Form noValidate aria-label={t('domestic.title')}>
        <CardFields fields={BEFORE_BANK} />
        {names.length > 0 ? (
          <SelectField
            name="bank_name"
            label={t('fields.bank_name')}
            placeholder={t('hints.bank_name')}
            options={names.map((name) => ({ value: name, label: name }))}
          />
        ) : (
          <TextField
            name="bank_name"
            label={t('fields.bank_name')}
            placeholder={t('hints.bank_name')}
            maxLength={saveBankCardMaxLengths.bank_name}
          />
        )}
        <CardFields fields={AFTER_BANK} />
        <SubmitButton>{t('save')}</SubmitButton>
      </Form>
    </Formik>
  );
}
