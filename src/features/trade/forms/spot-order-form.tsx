import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useSubmitSpotOrder } from '../../../gen/api/trade/trade';
import type { QuotationPair } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { pairLabel } from '../../../shared/lib/market/quotations';
import { useLastPriceReader } from '../../../shared/realtime/hooks';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { PercentShortcuts } from '../components/percent-shortcuts';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useSpotBalances } from '../api/use-spot-balances';
import { useSourcePrice, type PriceSource } from '../components/live-price';
import { Segmented } from '../components/segmented';
import { pairPrecision } from '../lib/pair-precision';
import { estimateSpot, maxBuyable } from '../lib/spot-estimate';
import {
  spotOrderBody,
  spotOrderSchema,
  type SpotKind,
  type SpotOrderValues,
  type SpotSide,
} from './spot-order.schema';
import { OrderKindChoice, OrderPriceField } from './order-kind-fields';
import styles from '../components/trade.module.css';

/** A spot order is at a limit price unless the user asks for the market's. */
const SPOT_KINDS: readonly SpotKind[] = ['limit', 'market'];

type SpotOrderFormProps = {
  pair: QuotationPair;
  /** A price picked in the order book ("price#when", so that picking the same price again writes it again). */
  pickedPrice?: string;
};

/** Buy or sell the pair at a limit or at the market: price, quantity, shortcuts, total and fee, then confirm. */
export function SpotOrderForm({ pair, pickedPrice }: SpotOrderFormProps) {
  const { t } = useTranslation(['trade', 'money']);
  const [side, setSide] = useState<SpotSide>('buy');
  const [kind, setKind] = useState<SpotKind>('limit');
  const { pending, review, close } = useConfirmStep<SpotOrderValues>();
  // the live price is read by the leaves that show it and by the rules when they run: a tick never re-renders the form
  const source: PriceSource = { symbol: pairLabel(pair), fallback: pair.now_price };
  const readPrice = useLastPriceReader(source.symbol, source.fallback);
  const balances = useSpotBalances(pair);
  const precision = pairPrecision(pair);
  const balance = side === 'buy' ? balances.quote : balances.base;
  const available = balance ?? '0';
  const schema = () =>
    spotOrderSchema({
      side,
      kind,
      pricePrecision: precision.price,
      amountPrecision: precision.amount,
      minAmount: precision.minAmount,
      available: balance,
      lastPrice: readPrice(),
    });
  const submit = useSubmitSpotOrder();
  const place = async (values: SpotOrderValues) => {
    try {
      await submit.mutateAsync({
        data: spotOrderBody(values, { currencyId: pair.currency_id, legalId: pair.legal_id, side, kind }),
      });
      showToast(t('spot.placed'));
      close();
    } catch {
      // the client showed the server's message; the form keeps what was typed
    }
  };
  return (
    <Formik<SpotOrderValues>
      initialValues={{ price: '', amount: '' }}
      validationSchema={schema}
      onSubmit={review}
      enableReinitialize={false}
    >
      <Form noValidate aria-label={t('spot.formLabel')} className={styles.form}>
        <Segmented
          label={t('spot.side')}
          value={side}
          onChange={setSide}
          options={[
            { key: 'buy', label: t('spot.buy'), tone: 'up' },
            { key: 'sell', label: t('spot.sell'), tone: 'down' },
          ]}
        />
        <OrderKindChoice label={t('spot.kind')} kinds={SPOT_KINDS} kind={kind} onKind={setKind} />
        <PickedPrice price={pickedPrice} enabled={kind === 'limit'} />
        <OrderPriceField kind={kind} source={source} label={t('spot.price')} unit={pair.legal_name} />
        <DecimalField name="amount" label={t('spot.amount')} unit={pair.currency_name} />
        <SpotShortcuts side={side} kind={kind} available={available} source={source} decimals={precision.amount} />
        <p className={styles.available}>
          {t('available', {
            amount: formatCoinAmount(available, side === 'buy' ? pair.legal_name : pair.currency_name),
            unit: side === 'buy' ? pair.legal_name : pair.currency_name,
          })}
        </p>
        <SpotEstimate kind={kind} source={source} feePercent={balances.feePercent} unit={pair.legal_name} />
        <SubmitButton variant={side === 'buy' ? 'primary' : 'danger'}>
          {t(side === 'buy' ? 'spot.submitBuy' : 'spot.submitSell', { coin: pair.currency_name })}
        </SubmitButton>
        <SpotConfirm
          pair={pair}
          side={side}
          kind={kind}
          values={pending}
          source={source}
          feePercent={balances.feePercent}
          loading={submit.isPending}
          onClose={close}
          onConfirm={() => pending && void place(pending)}
        />
      </Form>
    </Formik>
  );
}

type SpotConfirmProps = {
  pair: QuotationPair;
  side: SpotSide;
  kind: SpotKind;
  /** What was typed, once the form passed its rules; null while the sheet is closed. */
  values: SpotOrderValues | null;
  source: PriceSource;
  feePercent: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** The order's last look: a market order's total and fee follow the live price while the sheet is open. */
function SpotConfirm({ pair, side, kind, values, source, feePercent, ...sheet }: SpotConfirmProps) {
  const { t } = useTranslation('trade');
  const lastPrice = useSourcePrice(source);
  const estimate = values && estimateSpot(kind === 'limit' ? values.price : lastPrice, values.amount, feePercent);
  const rows = values
    ? [
        { label: t('spot.summary.pair'), value: pairLabel(pair) },
        {
          label: t('spot.summary.side'),
          value: t(side === 'buy' ? 'spot.buy' : 'spot.sell'),
          tone: side === 'buy' ? ('up' as const) : ('down' as const),
        },
        { label: t('spot.summary.kind'), value: t(kind === 'limit' ? 'kind.limit' : 'kind.market') },
        { label: t('spot.price'), value: kind === 'limit' ? formatPrice(values.price, 8) : t('spot.marketPrice') },
        { label: t('spot.amount'), value: `${values.amount} ${pair.currency_name}` },
        { label: t('spot.total'), value: `${formatCoinAmount(estimate?.total, pair.legal_name)} ${pair.legal_name}` },
        { label: t('spot.fee'), value: `${formatCoinAmount(estimate?.fee, pair.legal_name)} ${pair.legal_name}` },
      ]
    : [];
  return <ConfirmSheet open={values !== null} title={t('spot.confirmTitle')} rows={rows} {...sheet} />;
}

/** Writes a price picked in the order book into the price field. */
function PickedPrice({ price, enabled }: { price?: string; enabled: boolean }) {
  const { setFieldValue } = useFormikContext<SpotOrderValues>();
  const [seen, setSeen] = useState(price);
  if (price !== seen) {
    setSeen(price);
    if (enabled && price) void setFieldValue('price', price.split('#')[0]);
  }
  return null;
}

function SpotShortcuts(props: {
  side: SpotSide;
  kind: SpotKind;
  available: string;
  source: PriceSource;
  decimals: number;
}) {
  const { t } = useTranslation('trade');
  const { values } = useFormikContext<SpotOrderValues>();
  const lastPrice = useSourcePrice(props.source);
  const price = props.kind === 'limit' && values.price ? values.price : lastPrice;
  const most = props.side === 'sell' ? props.available : maxBuyable(props.available, price, props.decimals);
  return <PercentShortcuts name="amount" available={most} precision={props.decimals} label={t('spot.shortcuts')} />;
}

function SpotEstimate({
  kind,
  source,
  feePercent,
  unit,
}: {
  kind: SpotKind;
  source: PriceSource;
  feePercent: string;
  unit: string;
}) {
  const { t } = useTranslation('trade');
  const { values } = useFormikContext<SpotOrderValues>();
  const lastPrice = useSourcePrice(source);
  const estimate = estimateSpot(kind === 'limit' ? values.price : lastPrice, values.amount, feePercent);
  return (
    <dl className={styles.estimate}>
      <div>
        <dt>{t('spot.total')}</dt>
        <dd>{`${formatCoinAmount(estimate?.total, unit)} ${unit}`}</dd>
      </div>
      <div>
        <dt>{t('spot.fee')}</dt>
        <dd>{`${formatCoinAmount(estimate?.fee, unit)} ${unit}`}</dd>
      </div>
    </dl>
  );
}
