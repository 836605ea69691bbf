import { getRouteApi } from '@tanstack/react-router';
import { useListDualProducts } from '../../../gen/api/invest/invest';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CardList } from '../../../shared/ui/card/card-list';
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { QueryView } from '../../../shared/ui/state/query-view';
import { DualProductCard } from '../components/dual-product-card';
import { DUAL_TYPE_SEARCH_TAB } from '../lib/dual-search';

const route = getRouteApi('/_authed/pages/invest/invest');

/** Dual investment products, invested in the coin or in USDT, with the way to my investments and to the help. */
export function InvestScreen() {
  const { t } = useTranslation('dual-investment');
  const tabs = useSearchTabs(route, DUAL_TYPE_SEARCH_TAB, t('types'), (key) => t(`tab.${key}`));
  const type = tabs.value;
  const query = useListDualProducts({ type });
  return (
    <ListScreen
      title={t('title')}
      link={{ to: '/pages/invest/mine', label: t('orders.link') }}
      intro={t('intro')}
      help={{ to: '/pages/invest/help', label: t('help.link') }}
      tabs={tabs}
    >
      <QueryView
        skeleton="list"
        query={query}
        isEmpty={(list) => list.dual_currencys.length === 0}
        emptyText={t('empty')}
      >
        {(list) => (
          <CardList label={t(`tab.${type}`)} items={list.dual_currencys} itemKey={(product) => product.id}>
            {(product) => <DualProductCard product={product} />}
          </CardList>
        )}
      </QueryView>
    </ListScreen>
  );
}
