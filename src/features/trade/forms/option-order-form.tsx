import type { TFunction } from 'i18next';
import { Form, Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useSubmitOptionOrder } from '../../../gen/api/trade/trade';
import type { MicroExpiryOption, MicroPayableCurrency, QuotationPair } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { wholeBounds } from '../../../shared/lib/validation/whole-bounds';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { pairLabel } from '../../../shared/lib/market/quotations';
import { reportMicroOrder } from '../api/realtime-requests';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { formErrors } from '../../../shared/lib/validation/form-errors';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { Button } from '../../../shared/ui/button/button';
import { FillPresets } from '../components/fill-presets';
import { optionOrderBody, optionOrderSchema, type OptionOrderValues } from './option-order.schema';
import styles from '../components/trade.module.css';

type OptionOrderFormProps = {
  pair: QuotationPair;
  expiries: MicroExpiryOption[];
  currencies: MicroPayableCurrency[];
};

type Direction = 1 | 2;

/**
 * A seconds option: the duration (its payout, loss and stake range), the paying currency, the stake, then buy up
 * or buy down. Once the server took it the order is reported on the socket, so that it is settled at expiry.
 */
export function OptionOrderForm({ pair, expiries, currencies }: OptionOrderFormProps) {
  const { t } = useTranslation(['trade', 'money']);
  const [currencyId, setCurrencyId] = useState(currencies[0]?.id);
  const currency = currencies.find((candidate) => candidate.id === currencyId) ?? currencies[0];
  const { pending, review, close } = useConfirmStep<OptionOrderValues & { type: Direction }>();
  const direction = useRef<Direction>(1);
  const submit = useSubmitOptionOrder();
  const sorted = [...expiries].sort((a, b) => a.seconds - b.seconds);
  const expiryOf = (seconds: string) => sorted.find((row) => String(row.seconds) === seconds);
  const place = async (values: OptionOrderValues & { type: Direction }) => {
    try {
      const order = await submit.mutateAsync({
        data: optionOrderBody(values, { pairId: pair.id, currencyId: currency.id, type: values.type }),
      });
      close();
      showToast(t('seconds.placed'));
      await reportMicroOrder({
        id: order.id,
        match_id: pair.id,
        symbol_name: pairLabel(pair),
        type: values.type,
        seconds: order.seconds,
        number: order.number,
        currency_id: currency.id,
      }).catch(() => undefined);
    } catch {
      // the server's message was shown; what was typed stays
    }
  };
  return (
    <Formik<OptionOrderValues>
      initialValues={{ seconds: String(sorted[0]?.seconds ?? ''), amount: '' }}
      validate={async (values) => {
        const expiry = expiryOf(values.seconds);
        const schema = optionOrderSchema({
          min: expiry?.min_amount ?? currency?.micro_min ?? '0',
          max: expiry?.max_amount ?? currency?.micro_max ?? '0',
          available: currency?.user_wallet.micro_balance ?? '0',
          unit: currency?.name ?? '',
        });
        return formErrors(schema, values);
      }}
      onSubmit={(values) => review({ ...values, type: direction.current })}
    >
      <Form noValidate aria-label={t('seconds.formLabel')} className={styles.form}>
        <DurationChoice expiries={sorted} />
        {currencies.length > 1 && (
          <label className={styles.inlineSelect}>
            <span>{t('seconds.currency')}</span>
            <select value={currency?.id} onChange={(event) => setCurrencyId(Number(event.target.value))}>
              {currencies.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <DecimalField name="amount" label={t('seconds.amount')} unit={currency?.name} />
        <FillPresets
          name="amount"
          label={t('seconds.presets')}
          presets={(currency?.micro_numbers ?? []).map((preset) => ({
            label: formatAmount(preset.number, 0),
            value: preset.number,
          }))}
        />
        <p className={styles.available}>
          {t('available', {
            amount: formatCoinAmount(currency?.user_wallet.micro_balance, currency?.name),
            unit: currency?.name ?? '',
          })}
        </p>
        <div className={styles.buyButtons}>
          <Button type="submit" variant="primary" onClick={() => (direction.current = 1)}>
            {t('seconds.buyUp')}
          </Button>
          <Button type="submit" variant="danger" onClick={() => (direction.current = 2)}>
            {t('seconds.buyDown')}
          </Button>
        </div>
        <ConfirmSheet
          open={pending !== null}
          title={t('seconds.confirmTitle')}
          loading={submit.isPending}
          onClose={close}
          onConfirm={() => pending && void place(pending)}
          rows={pending ? optionSummary(t, pair, pending, expiryOf(pending.seconds), currency?.name ?? '') : []}
        />
      </Form>
    </Formik>
  );
}

function optionSummary(
  t: TFunction<readonly ['trade', 'money']>,
  pair: QuotationPair,
  values: OptionOrderValues & { type: Direction },
  expiry: MicroExpiryOption | undefined,
  unit: string,
) {
  return [
    { label: t('spot.summary.pair'), value: pairLabel(pair) },
    {
      label: t('seconds.direction'),
      value: t(values.type === 1 ? 'seconds.up' : 'seconds.down'),
      tone: values.type === 1 ? ('up' as const) : ('down' as const),
    },
    { label: t('seconds.durationLabel'), value: t('seconds.duration', { seconds: values.seconds }) },
    { label: t('seconds.amount'), value: `${values.amount} ${unit}` },
    { label: t('seconds.profitLabel'), value: `${formatPrice(expiry?.profit_ratio)}%` },
    { label: t('seconds.lossLabel'), value: `${formatPrice(expiry?.loss_ratio)}%` },
  ];
}

function DurationChoice({ expiries }: { expiries: MicroExpiryOption[] }) {
  const { t } = useTranslation('trade');
  const { values, setFieldValue } = useFormikContext<OptionOrderValues>();
  return (
    <fieldset className={styles.durations}>
      <legend>{t('seconds.durationLabel')}</legend>
      {expiries.map((row) => (
        <button
          key={row.id}
          type="button"
          role="radio"
          aria-checked={values.seconds === String(row.seconds)}
          className={styles.duration}
          onClick={() => void setFieldValue('seconds', String(row.seconds))}
        >
          <strong>{t('seconds.duration', { seconds: row.seconds })}</strong>
          <span className="up">{t('seconds.profit', { ratio: formatPrice(row.profit_ratio) })}</span>
          <span>{t('seconds.stake', wholeBounds(row.min_amount, row.max_amount))}</span>
        </button>
      ))}
    </fieldset>
  );
}
