import { getRouteApi } from '@tanstack/react-router';
import { useCreateLockMiningOrder, useListLockMiningProducts } from '../../../gen/api/lockming/lockming';
import type { LockMiningProduct } from '../../../gen/model';
import { useSpotBalance } from '../../../shared/hooks/use-spot-balance';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import card from '../../../shared/ui/card/card.module.css';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { ProductCard } from '../components/product-card';
import { LockBuyForm } from '../forms/lock-buy-form';
import type { LockBuyValues } from '../forms/lock-buy.schema';
import { expectedYield } from '../lib/lock-math';

const route = getRouteApi('/_authed/pages/lockming/buy');

/** Buys a lock-up mining product: the amount, its checks, the expected yield, then a confirmation. */
export function LockBuyScreen() {
  const { t } = useTranslation('lock-mining');
  const { id } = route.useSearch();
  const query = useListLockMiningProducts();
  return (
    <main className={card.page}>
      <PageHeader title={t('buy.title')} back />
      <QueryView
        skeleton="list"
        query={query}
        isEmpty={(products) => !products.some((product) => product.id === id)}
        emptyText={t('buy.notFound')}
      >
        {(products) => <LockBuy product={products.find((product) => product.id === id)!} />}
      </QueryView>
    </main>
  );
}

function LockBuy({ product }: { product: LockMiningProduct }) {
  const { t } = useTranslation('lock-mining');
  const navigation = useAppNavigation();
  const { available } = useSpotBalance(product.currency_id);
  const { mutateAsync, isPending } = useCreateLockMiningOrder();
  const { pending, review, close } = useConfirmStep<LockBuyValues>();
  const unit = product.currency_name;

  const confirm = async (values: LockBuyValues) => {
    try {
      showToast(await mutateAsync({ data: { config_id: product.id, amount: values.amount.trim() } }));
    } catch {
      close();
      return; // the server's reason was shown; the form keeps the amount
    }
    navigation.redirect({ to: '/pages/lockming/order', search: { tab: 'progress' } });
  };

  return (
    <>
      <div className={card.list}>
        <ProductCard product={product} buyLink={false} />
      </div>
      <div className={card.content}>
        <LockBuyForm product={product} balance={available} onSubmit={review} />
      </div>
      <ConfirmSheet
        open={pending !== null}
        title={t('buy.confirmTitle')}
        rows={
          pending
            ? [
                { label: t('buy.product'), value: t('product.name', { coin: unit, count: Number(product.day) }) },
                { label: t('buy.amount'), value: `${formatCoinAmount(pending.amount, unit)} ${unit}` },
                {
                  label: t('buy.expectedLabel'),
                  value: `${formatCoinAmount(expectedYield(pending.amount.trim(), product.interest_rate, product.day), unit)} ${unit}`,
                  tone: 'up',
                },
              ]
            : []
        }
        notice={t('buy.notice', { count: Number(product.day) })}
        loading={isPending}
        onConfirm={() => void (pending && confirm(pending))}
        onClose={close}
      />
    </>
  );
}
