import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  listMyNftBids,
  listMyNftOrders,
  useListMyNfts,
  useListNftCollection,
  useListNftOrdersAwaitingPayment,
} from '../../../gen/api/nft/nft';
import type { NftBid, NftPendingOrder } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useReplaceSearch } from '../../../shared/lib/navigation/use-replace-search';
import { MessageRow } from '../components/message-row';
import { MyBidRow } from '../components/my-bid-row';
import { OrderRow } from '../components/order-row';
import { MINE_TABS } from '../lib/nft-search';
import { isPurchase } from '../lib/order-state';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/mine');
const BIDS_PER_PAGE = 10;

function Stats() {
  const { t } = useTranslation('nft');
  const owned = useListMyNfts().data?.length;
  const collected = useListNftCollection().data?.length;
  const toPay = useListNftOrdersAwaitingPayment().data?.length;
  return (
    <nav className={styles.stats} aria-label={t('mine.title')}>
      <Link to="/pages/nft/myNft">
        <strong>{owned ?? '--'}</strong>
        {t('mine.owned')}
      </Link>
      <Link to="/pages/nft/components/collection">
        <strong>{collected ?? '--'}</strong>
        {t('collection.title')}
      </Link>
      <Link to="/pages/nft/purchase">
        <strong>{toPay ?? '--'}</strong>
        {t('order.pending')}
      </Link>
    </nav>
  );
}

/** The NFT personal centre: counts of owned, collected and to pay, then bids, purchases and messages. */
export function NftMineScreen() {
  const { t } = useTranslation('nft');
  const { tab = 'bids' } = route.useSearch();
  const replaceSearch = useReplaceSearch(route);
  return (
    <main className={styles.page}>
      <PageHeader title={t('mine.title')} back />
      <Stats />
      <Tabs
        label={t('mine.title')}
        tabs={MINE_TABS.map((key) => ({ key, label: t(`mine.${key}`) }))}
        value={tab}
        onChange={(next) => void replaceSearch({ tab: next })}
      >
        {tab === 'bids' ? (
          <PaginatedList<NftBid>
            queryKey={readQueryKey('listMyNftBids', 'list')}
            limit={BIDS_PER_PAGE}
            fetchPage={(page, limit, signal) =>
              listMyNftBids({ page }, undefined, { signal }).then((answer) => ({
                items: answer.data,
                hasMore: page * limit < answer.count,
              }))
            }
            itemKey={(bid) => bid.id}
            renderItem={(bid) => <MyBidRow bid={bid} />}
            label={t('mine.bids')}
            emptyText={t('bid.noneMine')}
          />
        ) : (
          <PaginatedList<NftPendingOrder>
            queryKey={readQueryKey('listMyNftOrders', 'mine', tab)}
            fetchPage={(page, limit, signal) =>
              listMyNftOrders({ page, limit }, undefined, { signal }).then((rows) => {
                const orders = fromItems(rows, limit);
                // the messages are the auctions won; a purchase, paid at once, sends none
                return tab === 'messages'
                  ? { ...orders, items: orders.items.filter((order) => !isPurchase(order)) }
                  : orders;
              })
            }
            itemKey={(order) => order.id}
            renderItem={(order) => (tab === 'messages' ? <MessageRow order={order} /> : <OrderRow order={order} />)}
            label={t(`mine.${tab}`)}
            emptyText={t(tab === 'messages' ? 'messages.empty' : 'order.empty')}
          />
        )}
      </Tabs>
    </main>
  );
}
