import { Link } from '../../../shared/ui/link/link';
import { useListLockMiningProducts } from '../../../gen/api/lockming/lockming';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
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
      intro={
        <>
          {t('intro')}{' '}
          <Link to="/pages/lockming/welcome" className={card.link}>
            {t('welcome.link')}
          </Link>
        </>
      }
    >
      <QueryView skeleton="list" query={query} isEmpty={(products) => products.length === 0} emptyText={t('empty')}>
        {(products) => (
          <ul className={card.list} aria-label={t('title')}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </ListScreen>
  );
}
