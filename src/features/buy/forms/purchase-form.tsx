import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { BuyCryptoConfig } from '../../../gen/model';
import type { Language } from '../../../shared/config/languages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { Facts } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { countryOptions } from '../lib/countries';
import { usdtFor } from '../lib/usdt';
import { purchaseSchema, type PurchaseValues } from './purchase.schema';
import { countOf } from '../../../shared/lib/format/count-of';

type PurchaseFormProps = { config: BuyCryptoConfig; onSubmit: (values: PurchaseValues) => Promise<void> };

const PAYER_FIELDS = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;
const BANK_FIELDS = ['tax_id', 'iban', 'bic', 'bank_name', 'address'] as const;

function PurchaseFields({ config }: { config: BuyCryptoConfig }) {
  const { t, i18n } = useTranslation('buy');
  const { values, setFieldValue } = useFormikContext<PurchaseValues>();
  const method = config.payment_methods.find((row) => String(row.id) === values.payment_method);
  useEffect(() => {
    if (method && values.method_type !== method.type) void setFieldValue('method_type', method.type, false);
  }, [method, values.method_type, setFieldValue]);
  const countries = countryOptions(
    i18n.language as Language,
    config.countries.map((row) => row.code),
  );
  const supported = countryOptions(i18n.language as Language).filter((option) =>
    config.countries.some((row) => row.code === option.value),
  );
  const rate = config.currencies.find((row) => row.code === values.currency)?.rate ?? '1';
  const usdt = usdtFor(values.amount, rate);
  return (
    <Form noValidate aria-label={t('title')}>
      <SelectField name="country" label={t('country')} placeholder={t('chooseCountry')} options={countries} />
      <SelectField
        name="currency"
        label={t('currency')}
        options={config.currencies.map((row) => ({ value: row.code, label: row.code }))}
      />
      <TextField
        name="amount"
        label={t('amount')}
        placeholder={t('amountHint', { min: config.min_amount, currency: values.currency })}
        inputMode="numeric"
        autoComplete="off"
      />
      <SelectField
        name="payment_method"
        label={t('method')}
        options={config.payment_methods
          .filter((row) => row.enabled)
          .map((row) => ({ value: String(row.id), label: t(`methods.${row.type}`, { name: row.name }) }))}
      />
      <Facts
        label={t('quote')}
        facts={[
          { label: t('rate'), value: `1 USDT = ${formatAmount(rate, 2)} ${values.currency}` },
          { label: t('receive'), value: usdt ? `${formatCoinAmount(usdt, 'USDT')} USDT` : '--' },
          {
            label: t('settlement'),
            value: t('settleDays', { days: config.settle_days, count: countOf(config.settle_days) }),
          },
        ]}
      />
      <h2 className={styles.section}>{t('payer')}</h2>
      {PAYER_FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(`fields.${field.name}`)}
          autoComplete={field.autoComplete}
          type={'type' in field ? field.type : 'text'}
        />
      ))}
      {values.method_type === 'bank' && (
        <>
          <SelectField
            name="beneficiary_country"
            label={t('fields.beneficiary_country')}
            placeholder={t('chooseCountry')}
            options={supported}
          />
          {BANK_FIELDS.map((name) => (
            <TextField key={name} name={name} label={t(`fields.${name}`)} />
          ))}
        </>
      )}
      <p className={`${introLine.intro} ${styles.intro}`}>
        {t('countriesNote', { countries: supported.map((row) => row.label).join(', ') })}
      </p>
      <SubmitButton>{t('submit')}</SubmitButton>
    </Form>
  );
}

/** The quick purchase: where, how much, how to pay and who pays. */
export function PurchaseForm({ config, onSubmit }: PurchaseFormProps) {
  const first = config.payment_methods.find((row) => row.enabled);
  const initialValues: PurchaseValues = {
    country: '',
    currency: config.currencies[0]?.code ?? 'USD',
    amount: '',
    payment_method: String(first?.id ?? ''),
    method_type: first?.type ?? '',
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    tax_id: '',
    iban: '',
    beneficiary_country: '',
    bic: '',
    bank_name: '',
    address: '',
  };
  const schema = purchaseSchema({ countries: config.countries.map((row) => row.code), min: config.min_amount });
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <PurchaseFields config={config} />
    </Formik>
  );
}
