import { getRouteApi } from '@tanstack/react-router';
import { getGetDualProductQueryOptions, useBuyDualProduct } from '../../../gen/api/invest/invest';
import type { DualProduct } from '../../../gen/model';
import { useSpotBalance } from '../../../shared/hooks/use-spot-balance';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import card from '../../../shared/ui/card/card.module.css';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { RecordScreen } from '../../../shared/ui/layout/record-screen';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { DualProductCard } from '../components/dual-product-card';
import { DualQuoteSheet } from '../components/dual-quote-sheet';
import { DualPurchaseForm } from '../forms/dual-purchase-form';
import { USDT_ID } from '../lib/settlement';

const route = getRouteApi('/_authed/pages/invest/purchase');

/** Buys whole shares of a dual investment product after showing what either outcome pays back. */
export function PurchaseScreen() {
  const { t } = useTranslation('dual-investment');
  return (
    <RecordScreen
      title={t('purchase.title')}
      id={route.useSearch().id}
      notFound={t('purchase.notFound')}
      query={(id) => getGetDualProductQueryOptions({ id })}
    >
      {(product) => <Purchase product={product} />}
    </RecordScreen>
  );
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
