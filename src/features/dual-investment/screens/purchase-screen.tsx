import { getRouteApi } from '@tanstack/react-router';
import { useBuyDualProduct, useGetDualProduct } from '../../../gen/api/invest/invest';
import type { DualProduct } from '../../../gen/model';
import { useSpotBalance } from '../../../shared/hooks/use-spot-balance';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import card from '../../../shared/ui/card/card.module.css';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { DualProductCard } from '../components/dual-product-card';
import { DualQuoteSheet } from '../components/dual-quote-sheet';
import { DualPurchaseForm } from '../forms/dual-purchase-form';
import { USDT_ID } from '../lib/settlement';

const route = getRouteApi('/_authed/pages/invest/purchase');

/** Buys whole shares of a dual investment product after showing what either outcome pays back. */
export function PurchaseScreen() {
  const { t } = useTranslation('dual-investment');
  const { id } = route.useSearch();
  return (
    <main className={card.page}>
      <PageHeader title={t('purchase.title')} back />
      {id === undefined ? <EmptyState text={t('purchase.notFound')} /> : <Product id={id} />}
    </main>
  );
}

/** The product the address names (its id checked by the route). */
function Product({ id }: { id: number }) {
  const query = useGetDualProduct({ id });
  return <QueryView query={query}>{(product) => <Purchase product={product} />}</QueryView>;
}

function Purchase({ product }: { product: DualProduct }) {
  const { t } = useTranslation('dual-investment');
  const navigation = useAppNavigation();
  const paidIn = product.type === 'call' ? product.currency_id : USDT_ID;
  const { available } = useSpotBalance(paidIn);
  const { mutateAsync, isPending } = useBuyDualProduct();
  const { pending: shares, review, close } = useConfirmStep<number>();

  /** Buys at the quote the sheet showed; false when the exchange refused it (the sheet asks a new quote). */
  const confirm = async (count: number, quoteId: string) => {
    try {
      showToast(await mutateAsync({ data: { id: product.id, num: count, quote_id: quoteId } }));
    } catch {
      return false; // the server's reason was shown; the form keeps the shares
    }
    navigation.redirect({ to: '/pages/invest/mine', search: { tab: 'holding' } });
    return true;
  };

  return (
    <>
      <div className={card.list}>
        <DualProductCard product={product} buyLink={false} />
      </div>
      {product.status === '1' ? (
        <DualPurchaseForm
          product={product}
          balance={available}
          onSubmit={(values) => review(Number(values.shares.trim()))}
        />
      ) : (
        <p className={`${card.note} ${card.content}`}>{t('purchase.closed')}</p>
      )}
      <DualQuoteSheet product={product} shares={shares} loading={isPending} onConfirm={confirm} onClose={close} />
    </>
  );
}
