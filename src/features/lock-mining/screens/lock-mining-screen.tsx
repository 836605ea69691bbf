import { useListLockMiningProducts } from '../../../gen/api/lockming/lockming';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CardList } from '../../../shared/ui/card/card-list';
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { QueryView } from '../../../shared/ui/state/query-view';
import { ProductCard } from '../components/product-card';

/** The lock-up mining products on offer, with the way to my orders and to the introduction. */
export function LockMiningScreen() {
  const { t } = useTranslation('lock-mining');
  const query = useListLockMiningProducts();
  return (
    <ListScreen
      title={t('title')}
      link={{ to: '/pages/lockming/order', label: t('orders.link') }}
      intro={t('intro')}
      help={{ to: '/pages/lockming/welcome', label: t('welcome.link') }}
    >
      <QueryView skeleton="list" query={query} isEmpty={(products) => products.length === 0} emptyText={t('empty')}>
        {(products) => (
          <CardList label={t('title')} items={products} itemKey={(product) => product.id}>
            {(product) => <ProductCard product={product} />}
          </CardList>
        )}
      </QueryView>
    </ListScreen>
  );
}
