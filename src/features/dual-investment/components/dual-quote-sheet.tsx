import Big from 'big.js';
import { useGetDualQuote } from '../../../gen/api/invest/invest';
import type { DualProduct } from '../../../gen/model';
import { useLockedQuote } from '../../../shared/hooks/use-locked-quote';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { formatPayout } from './settlement-preview';

type DualQuoteSheetProps = {
  product: DualProduct;
  /** The shares to buy, once the form passed its rules; null while the sheet is closed. */
  shares: number | null;
  loading: boolean;
  /** Buys at the quote; resolves false when the exchange refused it (the quote is then asked again). */
  onConfirm: (shares: number, quoteId: string) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The purchase's last look, at a quote the exchange locks for a while: what the shares cost and what either
 * outcome pays back, exactly what the purchase charges and promises, with the seconds the quote still holds. A put
 * share follows the coin's price every second: without the lock, the sheet and the charge would differ. An expired
 * or refused quote is asked again by itself.
 */
export function DualQuoteSheet({ product, shares, loading, onConfirm, onClose }: DualQuoteSheetProps) {
  const { t } = useTranslation('dual-investment');
  const quote = useGetDualQuote({ id: product.id, num: shares ?? 1 }, undefined, {
    query: { enabled: shares !== null, gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false },
  });
  const { locked, left, expired, askAgain } = useLockedQuote(quote);

  const reference = formatAmount(product.exercise_price, 2);
  const paid = (amount: string, currency: string) => formatPayout({ amount: new Big(amount), currency });
  const rows =
    shares && locked
      ? [
          { label: t('purchase.product'), value: product.name },
          { label: t('purchase.shares'), value: t('product.shares', { count: shares }) },
          // the locked share price the total is made of (the card above shows the price of when it loaded)
          { label: t('product.sharePrice'), value: paid(locked.share_price, locked.share_currency) },
          { label: t('purchase.total'), value: paid(locked.amount, locked.share_currency) },
          {
            label: t('settlement.below', { coin: product.currency_name, price: reference }),
            value: paid(locked.below_amount, locked.below_currency),
          },
          {
            label: t('settlement.above', { coin: product.currency_name, price: reference }),
            value: paid(locked.above_amount, locked.above_currency),
          },
        ]
      : [];
  return (
    <ConfirmSheet
      open={shares !== null}
      title={t('purchase.confirmTitle')}
      rows={rows}
      notice={
        <>
          {t('purchase.notice', { date: product.end_time })}{' '}
          {locked && !expired ? t('purchase.quoteLocked', { count: left }) : t('purchase.quoteRefreshing')}
        </>
      }
      loading={loading}
      confirmDisabled={!locked || expired}
      onClose={onClose}
      onConfirm={() => {
        if (!shares || !locked) return;
        void onConfirm(shares, locked.quote_id).then((done) => {
          if (!done) askAgain();
        });
      }}
    >
      {/* the product closed or the network failed: the server's reason was shown; asking again is the way on */}
      {quote.isError && !quote.isFetching && <ErrorState onRetry={askAgain} />}
    </ConfirmSheet>
  );
}
