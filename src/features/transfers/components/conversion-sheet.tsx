import { useGetConversionQuote } from '../../../gen/api/wallet/wallet';
import { useLockedQuote } from '../../../shared/hooks/use-locked-quote';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import type { ConversionValues } from '../forms/conversion.schema';
import { conversionOf } from '../lib/conversion';

type ConversionSheetProps = {
  /** What was typed, once the form passed its rules; null while the sheet is closed. */
  values: ConversionValues | null;
  coinName: (id: string) => string;
  loading: boolean;
  /** Converts at the quote; resolves false when the exchange refused it (the quote is then asked again). */
  onConfirm: (values: ConversionValues, quoteId: string) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The conversion's last look, at a quote the exchange locks for a while: what is paid, the fee, the rate and what
 * is received, with the seconds the quote still holds. An expired or refused quote is asked again by itself.
 */
export function ConversionSheet({ values, coinName, loading, onConfirm, onClose }: ConversionSheetProps) {
  const { t } = useTranslation('transfers');
  const quote = useGetConversionQuote(
    { from_currency_id: Number(values?.from), to_currency_id: Number(values?.to), number: values?.amount },
    undefined,
    { query: { enabled: values !== null, gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false } },
  );
  const { locked, left, expired, askAgain } = useLockedQuote(quote);

  const from = coinName(values?.from ?? '');
  const to = coinName(values?.to ?? '');
  const rate = locked && conversionOf('1', locked)?.received;
  const rows =
    values && locked
      ? [
          { label: t('pay'), value: `${formatPrice(locked.number ?? values.amount, 8)} ${from}` },
          { label: t('fee'), value: `${formatPrice(locked.fee_amount ?? '0', 8)} ${from}` },
          { label: t('rate'), value: `1 ${from} ≈ ${formatPrice(rate?.toFixed() ?? '0', 8)} ${to}` },
          { label: t('feeRate'), value: `${formatAmount(locked.fee, 2)}%` },
          { label: t('received'), value: `${formatPrice(locked.received ?? '0', 8)} ${to}`, tone: 'up' as const },
        ]
      : [];
  return (
    <ConfirmSheet
      open={values !== null}
      title={t('confirmTitle')}
      rows={rows}
      notice={locked && !expired ? t('quoteLocked', { count: left }) : t('quoteRefreshing')}
      confirmText={t('convert')}
      loading={loading}
      confirmDisabled={!locked || expired}
      onClose={onClose}
      onConfirm={() => {
        if (!values || !locked) return;
        void onConfirm(values, locked.quote_id).then((done) => {
          if (!done) askAgain();
        });
      }}
    />
  );
}
