import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { lazy } from 'yup';
import { useGetConversionQuote } from '../../../gen/api/wallet/wallet';
import type { WalletConversionOptions } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Facts } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import { SwapButton } from '../components/swap-button';
import { conversionOf, maxConvertible } from '../lib/conversion';
import { conversionSchema, type ConversionValues } from './conversion.schema';

type ConversionFormProps = {
  options: WalletConversionOptions;
  onSubmit: (values: ConversionValues, helpers: FormikHelpers<ConversionValues>) => Promise<void>;
};

const FALLBACK_FEE = '0';
const balanceOf = (options: WalletConversionOptions, currency: string) =>
  options.wallet.find((row) => String(row.currency) === currency)?.change_balance ?? '0';

function ConversionFields({ options }: { options: WalletConversionOptions }) {
  const { t } = useTranslation('transfers');
  const { values } = useFormikContext<ConversionValues>();
  const quote = useGetConversionQuote(
    { from_currency_id: Number(values.from), to_currency_id: Number(values.to) },
    undefined,
    { query: { enabled: values.from !== values.to, refetchInterval: 10_000 } },
  );
  const name = (id: string) => options.transfer.find((coin) => String(coin.id) === id)?.name ?? '';
  const coins = options.transfer.map((coin) => ({ value: String(coin.id), label: coin.name }));
  const result = quote.data && conversionOf(values.amount, quote.data);
  const balance = balanceOf(options, values.from);
  return (
    <Form noValidate aria-label={t('convertTitle')}>
      <div className={styles.row}>
        <SelectField name="from" label={t('convertFrom')} options={coins} />
        <SwapButton first="from" second="to" label={t('swap')} />
        <SelectField name="to" label={t('convertTo')} options={coins} />
      </div>
      <DecimalField
        name="amount"
        label={t('amount')}
        placeholder={t('amountHint')}
        unit={name(values.from)}
        all={maxConvertible(balance, quote.data?.fee ?? FALLBACK_FEE)}
      />
      <Facts
        label={t('quote')}
        facts={[
          { label: t('spotAvailable'), value: `${formatCoinAmount(balance, name(values.from))} ${name(values.from)}` },
          {
            label: t('rate'),
            value: quote.data
              ? `1 ${name(values.from)} ≈ ${formatPrice(conversionOf('1', quote.data)?.received ?? '0', 8)} ${name(values.to)}`
              : '--',
          },
          { label: t('feeRate'), value: quote.data ? `${formatAmount(quote.data.fee, 2)}%` : '--' },
          {
            label: t('fee'),
            value: result ? `${formatCoinAmount(result.fee, name(values.from))} ${name(values.from)}` : '--',
          },
          {
            label: t('received'),
            value: result ? `${formatCoinAmount(result.received, name(values.to))} ${name(values.to)}` : '--',
          },
        ]}
      />
      <SubmitButton disabled={!quote.data}>{t('convert')}</SubmitButton>
    </Form>
  );
}

/** Coin-to-coin conversion on the spot account at the live quote, with its fee. */
export function ConversionForm({ options, onSubmit }: ConversionFormProps) {
  const initialValues = {
    from: String(options.transfer.find((coin) => coin.name === 'USDT')?.id ?? options.transfer[0]?.id ?? ''),
    to: String(options.transfer.find((coin) => coin.name !== 'USDT')?.id ?? ''),
    amount: '',
  };
  const schema = lazy((values: ConversionValues) => conversionSchema(balanceOf(options, values.from), ''));
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <ConversionFields options={options} />
    </Formik>
  );
}
