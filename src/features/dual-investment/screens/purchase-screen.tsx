import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useBuyDualProduct, useGetDualProduct } from '../../../gen/api/invest/invest';
import type { DualProduct } from '../../../gen/model';
import { useSpotBalance } from '../../../shared/hooks/use-spot-balance';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { invalidateAfter } from '../../../shared/lib/query/invalidation';
import card from '../../../shared/ui/card/card.module.css';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { DualProductCard } from '../components/dual-product-card';
import { formatPayout } from '../components/settlement-preview';
import { DualPurchaseForm } from '../forms/dual-purchase-form';
import { productSettlement, sharesCost } from '../lib/product-settlement';
import { USDT_ID } from '../lib/settlement';

const route = getRouteApi('/_authed/pages/invest/purchase');

/** Buys whole shares of a dual investment product after showing what either outcome pays back. */
export function PurchaseScreen() {
  const { t } = useTranslation('dual-investment');
  const { id } = route.useSearch();
  const query = useGetDualProduct({ id: id ?? 0 }, { query: { enabled: id !== undefined } });
  return (
    <main className={card.page}>
      <PageHeader title={t('purchase.title')} back />
      {id === undefined ? (
        <EmptyState text={t('purchase.notFound')} />
      ) : (
        <QueryView query={query}>{(product) => <Purchase product={product} />}</QueryView>
      )}
    </main>
  );
}

function Purchase({ product }: { product: DualProduct }) {
  const { t } = useTranslation('dual-investment');
  const queryClient = useQueryClient();
  const navigation = useAppNavigation();
  const paidIn = product.type === 'call' ? product.currency_id : USDT_ID;
  const { available } = useSpotBalance(paidIn);
  const { mutateAsync, isPending } = useBuyDualProduct({
    mutation: { onSuccess: () => invalidateAfter(queryClient, 'buyDualProduct') },
  });
  const [shares, setShares] = useState<number | null>(null);
  const pay = product.share_currency ?? product.currency_name;

  const confirm = async (count: number) => {
    try {
      showToast(await mutateAsync({ data: { id: product.id, num: count } }));
    } catch {
      setShares(null);
      return; // the server's reason was shown; the form keeps the shares
    }
    navigation.redirect('/pages/invest/mine', { tab: 'holding' });
  };

  const outcome = shares ? productSettlement(product, shares) : null;
  const reference = formatAmount(product.exercise_price, 2);

  return (
    <>
      <div className={card.list}>
        <DualProductCard product={product} buyLink={false} />
      </div>
      {product.status === '1' ? (
        <DualPurchaseForm
          product={product}
          balance={available}
          onSubmit={(values) => setShares(Number(values.shares.trim()))}
        />
      ) : (
        <p className={`${card.note} ${card.content}`}>{t('purchase.closed')}</p>
      )}
      <ConfirmSheet
        open={shares !== null}
        title={t('purchase.confirmTitle')}
        rows={
          shares && outcome
            ? [
                { label: t('purchase.product'), value: product.name },
                { label: t('purchase.shares'), value: t('product.shares', { count: shares }) },
                {
                  label: t('purchase.total'),
                  value: `${formatCoinAmount(sharesCost(product, shares), pay)} ${pay}`,
                },
                {
                  label: t('settlement.below', { coin: product.currency_name, price: reference }),
                  value: formatPayout(outcome.below),
                },
                {
                  label: t('settlement.above', { coin: product.currency_name, price: reference }),
                  value: formatPayout(outcome.above),
                },
              ]
            : []
        }
        notice={t('purchase.notice', { date: product.end_time })}
        loading={isPending}
        onConfirm={() => void (shares && confirm(shares))}
        onClose={() => setShares(null)}
      />
    </>
  );
}
