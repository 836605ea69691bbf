import { Form, Formik, useFormikContext } from 'formik';
import { lazy } from 'yup';
import { useGetConversionQuote } from '../../../gen/api/wallet/wallet';
import type { WalletConversionOptions } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Facts } from '../../../shared/ui/layout/facts';
import { ConversionSheet } from '../components/conversion-sheet';
import { conversionOf, maxConvertible } from '../lib/conversion';
import { FromToFields } from './from-to-fields';
import { conversionSchema, type ConversionValues } from './conversion.schema';

type ConversionFormProps = {
  options: WalletConversionOptions;
  /** Converts at the locked quote; resolves false when the exchange refused. */
  onConvert: (values: ConversionValues, quoteId: string) => Promise<boolean>;
  converting: boolean;
};

type ConversionFieldsProps = ConversionFormProps & { pending: ConversionValues | null; close: () => void };

const FALLBACK_FEE = '0';
const balanceOf = (options: WalletConversionOptions, currency: string) =>
  options.wallet.find((row) => String(row.currency) === currency)?.change_balance ?? '0';

function ConversionFields({ options, onConvert, converting, pending, close }: ConversionFieldsProps) {
  const { t } = useTranslation('transfers');
  const { values, resetForm } = useFormikContext<ConversionValues>();
  const quote = useGetConversionQuote(
    { from_currency_id: Number(values.from), to_currency_id: Number(values.to) },
    undefined,
    { query: { enabled: values.from !== values.to, refetchInterval: 10_000 } },
  );
  const name = (id: string) => options.transfer.find((coin) => String(coin.id) === id)?.name ?? '';
  const coins = options.transfer.map((coin) => ({ value: String(coin.id), label: coin.name }));
  const result = quote.data && conversionOf(values.amount, quote.data);
  const balance = balanceOf(options, values.from);
  const convert = async (confirmed: ConversionValues, quoteId: string) => {
    const done = await onConvert(confirmed, quoteId);
    if (done) {
      close();
      resetForm({ values: { ...confirmed, amount: '' } });
    }
    return done;
  };
  return (
    <Form noValidate aria-label={t('convertTitle')}>
      <FromToFields options={coins} labels={{ from: t('convertFrom'), to: t('convertTo'), swap: t('swap') }} />
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
      <ConversionSheet values={pending} coinName={name} loading={converting} onConfirm={convert} onClose={close} />
    </Form>
  );
}

/** Coin-to-coin conversion on the spot account: a live estimate, then a confirmation at a locked quote. */
export function ConversionForm(props: ConversionFormProps) {
  const { options } = props;
  const { pending, review, close } = useConfirmStep<ConversionValues>();
  const initialValues = {
    from: String(options.transfer.find((coin) => coin.name === 'USDT')?.id ?? options.transfer[0]?.id ?? ''),
    to: String(options.transfer.find((coin) => coin.name !== 'USDT')?.id ?? ''),
    amount: '',
  };
  const schema = lazy((values: ConversionValues) => conversionSchema(balanceOf(options, values.from), ''));
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={review}>
      <ConversionFields {...props} pending={pending} close={close} />
    </Formik>
  );
}
