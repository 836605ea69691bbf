import type { TFunction } from 'i18next';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useOpenFuturesPosition } from '../../../gen/api/trade/trade';
import type { LeverDealInfo, QuotationPair } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { pairLabel } from '../../../shared/lib/market/quotations';
import { useLastPriceReader } from '../../../shared/realtime/hooks';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { FillPresets } from '../components/fill-presets';
import { useSourcePrice, type PriceSource } from '../components/live-price';
import { Segmented } from '../components/segmented';
import { estimateFutures } from '../lib/futures-estimate';
import { pairPrecision } from '../lib/pair-precision';
import { futuresOrderBody, futuresOrderSchema, type FuturesOrderValues } from './futures-order.schema';
import { OrderKindChoice, OrderPriceField } from './order-kind-fields';
import styles from '../components/trade.module.css';

type Kind = 'limit' | 'market';
/** A futures order opens at the market unless the user asks for a limit. */
const FUTURES_KINDS: readonly Kind[] = ['market', 'limit'];
type Direction = 1 | 2;

/** Open a long or a short: limit or market, lots, leverage, optional take-profit and stop-loss, then confirm. */
export function FuturesOrderForm({ pair, info }: { pair: QuotationPair; info: LeverDealInfo }) {
  const { t } = useTranslation(['trade', 'money']);
  const [type, setType] = useState<Direction>(1);
  const [kind, setKind] = useState<Kind>('market');
  const { pending, review, close } = useConfirmStep<FuturesOrderValues>();
  // the live price is read by the leaves that show it and by the rules when they run: a tick never re-renders the form
  const source: PriceSource = { symbol: pairLabel(pair), fallback: info.last_price };
  const readPrice = useLastPriceReader(source.symbol, source.fallback);
  const precision = pairPrecision(pair);
  const limits: FormLimits = {
    type,
    kind,
    pricePrecision: precision.price,
    minLots: info.lever_share_limit.min,
    maxLots: info.lever_share_limit.max,
    lotSize: pair.lever_share_num,
    feePercent: pair.lever_trade_fee,
    available: info.user_lever,
  };
  const open = useOpenFuturesPosition();
  const place = async (values: FuturesOrderValues) => {
    try {
      await open.mutateAsync({
        data: futuresOrderBody(values, { currencyId: pair.currency_id, legalId: pair.legal_id, type, kind }),
      });
      showToast(t(kind === 'limit' ? 'futures.placed' : 'futures.opened'));
      close();
    } catch {
      // the server's message was shown; what was typed stays
    }
  };
  const multiples = info.multiple.muit.map((item) => ({ value: item.value, label: `${item.value}x` }));
  return (
    <Formik<FuturesOrderValues>
      initialValues={{ price: '', lots: '', multiple: multiples[0]?.value ?? '', takeProfit: '', stopLoss: '' }}
      validationSchema={() => futuresOrderSchema({ ...limits, lastPrice: readPrice() })}
      onSubmit={review}
    >
      <Form noValidate aria-label={t('futures.formLabel')} className={styles.form}>
        <Segmented
          label={t('futures.direction')}
          value={String(type)}
          onChange={(next) => setType(Number(next) as Direction)}
          options={[
            { key: '1', label: t('futures.long'), tone: 'up' },
            { key: '2', label: t('futures.short'), tone: 'down' },
          ]}
        />
        <OrderKindChoice label={t('futures.kind')} kinds={FUTURES_KINDS} kind={kind} onKind={setKind} />
        <OrderPriceField kind={kind} source={source} label={t('futures.price')} unit={pair.legal_name} />
        <TextField
          name="lots"
          label={t('futures.lotsLabel')}
          inputMode="numeric"
          autoComplete="off"
          addon={<span className={styles.unitText}>{t('futures.lotUnit')}</span>}
        />
        <FillPresets
          name="lots"
          label={t('futures.presets')}
          presets={info.multiple.share.map((item) => ({ label: String(item.value), value: String(item.value) }))}
        />
        <SelectField name="multiple" label={t('futures.leverage')} options={multiples} />
        <DecimalField
          name="takeProfit"
          label={t('futures.takeProfit')}
          unit={pair.legal_name}
          placeholder={t('futures.optional')}
        />
        <DecimalField
          name="stopLoss"
          label={t('futures.stopLoss')}
          unit={pair.legal_name}
          placeholder={t('futures.optional')}
        />
        <p className={styles.available}>
          {t('available', { amount: formatCoinAmount(info.user_lever, pair.legal_name), unit: pair.legal_name })}
        </p>
        <FuturesEstimateView limits={limits} source={source} quote={pair.legal_name} />
        <SubmitButton variant={type === 1 ? 'primary' : 'danger'}>
          {t(type === 1 ? 'futures.openLong' : 'futures.openShort')}
        </SubmitButton>
        <FuturesConfirm
          pair={pair}
          values={pending}
          limits={limits}
          source={source}
          loading={open.isPending}
          onClose={close}
          onConfirm={() => pending && void place(pending)}
        />
      </Form>
    </Formik>
  );
}

type Limits = Parameters<typeof futuresOrderSchema>[0];
/** The form's rules but the last price, which is read when they run. */
type FormLimits = Omit<Limits, 'lastPrice'>;

const entryPrice = (limits: FormLimits, lastPrice: string, values: Pick<FuturesOrderValues, 'price'>) =>
  limits.kind === 'limit' && values.price ? values.price : lastPrice;

const estimateOf = (limits: FormLimits, lastPrice: string, values: FuturesOrderValues) =>
  estimateFutures({
    ...limits,
    price: entryPrice(limits, lastPrice, values),
    lots: values.lots,
    multiple: values.multiple,
  });

type FuturesConfirmProps = {
  pair: QuotationPair;
  /** What was typed, once the form passed its rules; null while the sheet is closed. */
  values: FuturesOrderValues | null;
  limits: FormLimits;
  source: PriceSource;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** The position's last look: a market order's margin, fee and liquidation follow the live price while open. */
function FuturesConfirm({ pair, values, limits, source, ...sheet }: FuturesConfirmProps) {
  const { t } = useTranslation('trade');
  const lastPrice = useSourcePrice(source);
  const rows = values ? futuresSummary(t, pair, values, limits, lastPrice) : [];
  return (
    <ConfirmSheet
      open={values !== null}
      title={t('futures.confirmTitle')}
      notice={t('futures.riskNotice')}
      rows={rows}
      {...sheet}
    />
  );
}

function futuresSummary(
  t: TFunction<'trade'>,
  pair: QuotationPair,
  values: FuturesOrderValues,
  limits: FormLimits,
  lastPrice: string,
) {
  const estimate = estimateOf(limits, lastPrice, values);
  const unit = pair.legal_name;
  return [
    { label: t('spot.summary.pair'), value: pairLabel(pair) },
    {
      label: t('futures.direction'),
      value: t(limits.type === 1 ? 'futures.long' : 'futures.short'),
      tone: limits.type === 1 ? ('up' as const) : ('down' as const),
    },
    // a market order has no limit: its row says the price is the market's
    limits.kind === 'limit'
      ? { label: t('futures.price'), value: formatPrice(values.price, 8) }
      : { label: t('spot.price'), value: t('spot.marketPrice') },
    { label: t('futures.lotsLabel'), value: values.lots },
    { label: t('futures.leverage'), value: `${values.multiple}x` },
    { label: t('futures.margin'), value: `${formatCoinAmount(estimate?.margin, unit)} ${unit}` },
    { label: t('futures.fee'), value: `${formatCoinAmount(estimate?.fee, unit)} ${unit}` },
    { label: t('futures.liquidation'), value: formatPrice(estimate?.liquidation, 8) },
    ...(values.takeProfit ? [{ label: t('futures.takeProfit'), value: formatPrice(values.takeProfit, 8) }] : []),
    ...(values.stopLoss ? [{ label: t('futures.stopLoss'), value: formatPrice(values.stopLoss, 8) }] : []),
  ];
}

function FuturesEstimateView({ limits, source, quote }: { limits: FormLimits; source: PriceSource; quote: string }) {
  const { t } = useTranslation('trade');
  const { values } = useFormikContext<FuturesOrderValues>();
  const lastPrice = useSourcePrice(source);
  const estimate = estimateOf(limits, lastPrice, values);
  return (
    <dl className={styles.estimate}>
      <div>
        <dt>{t('futures.margin')}</dt>
        <dd>{formatCoinAmount(estimate?.margin, quote)}</dd>
      </div>
      <div>
        <dt>{t('futures.fee')}</dt>
        <dd>{formatCoinAmount(estimate?.fee, quote)}</dd>
      </div>
      <div>
        <dt>{t('futures.liquidation')}</dt>
        <dd>{formatPrice(estimate?.liquidation, 8)}</dd>
      </div>
    </dl>
  );
}
