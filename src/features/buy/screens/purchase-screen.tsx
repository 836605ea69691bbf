import { useCreateBuyCryptoOrder, useGetBuyCryptoConfig } from '../../../gen/api/buy/buy';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { PurchaseForm } from '../forms/purchase-form';
import { purchaseBody, type PurchaseValues } from '../forms/purchase.schema';

/** Quick crypto purchase: the order is created, then paid by bank transfer (instructions) or at the provider. */
export function PurchaseScreen() {
  const { t } = useTranslation('buy');
  const navigation = useAppNavigation();
  const config = useGetBuyCryptoConfig();
  const { mutateAsync } = useCreateBuyCryptoOrder();
  const onSubmit = async (values: PurchaseValues) => {
    const body = purchaseBody(values);
    if (!body) return; // the form refuses such a currency before it submits
    let order;
    try {
      order = await mutateAsync({ data: body });
    } catch {
      return; // the server's reason was shown; everything typed stays
    }
    if (values.method_type === 'bank') return navigation.push({ to: '/pages/buy/bank', search: { id: order.id } });
    showToast(t('providerOpened'));
    if (order.payment_url) window.open(order.payment_url, '_blank', 'noopener');
    return navigation.push({ to: '/pages/buy/orders' });
  };
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back link={{ to: '/pages/buy/orders', label: t('ordersShort'), look: 'pill' }} />
      <div className={styles.content}>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('intro')}</p>
        <QueryView query={config}>{(data) => <PurchaseForm config={data} onSubmit={onSubmit} />}</QueryView>
      </div>
    </main>
  );
}
