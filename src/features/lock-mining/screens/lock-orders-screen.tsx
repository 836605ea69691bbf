import { getRouteApi } from '@tanstack/react-router';
import {
  getListMyLockMiningOrdersQueryKey,
  listMyLockMiningOrders,
  useRedeemLockMiningOrderEarly,
} from '../../../gen/api/lockming/lockming';
import type { LockMiningOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { ListScreen } from '../../../shared/ui/layout/list-screen';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { useConfirmedWrite } from '../../../shared/ui/toast/use-confirmed-write';
import { LockOrderCard } from '../components/lock-order-card';
import { penaltyDays, redemptionReturn } from '../lib/lock-math';
import { LOCK_ORDER_SEARCH_TAB } from '../lib/lock-search';

const route = getRouteApi('/_authed/pages/lockming/order');
const STATUS = { progress: 1, redeemed: 2 } as const;

/** My lock-up orders, in progress and redeemed, with early redemption after a look at its penalty. */
export function LockOrdersScreen() {
  const { t } = useTranslation('lock-mining');
  const tabs = useSearchTabs(route, LOCK_ORDER_SEARCH_TAB, t('orders.tabs'), (key) => t(`orders.${key}`));
  const tab = tabs.value;
  const { mutateAsync, isPending } = useRedeemLockMiningOrderEarly();
  const redemption = useConfirmedWrite((order: LockMiningOrder) => mutateAsync({ data: { id: order.id } }));
  const status = STATUS[tab];

  return (
    <ListScreen title={t('orders.title')} tabs={tabs}>
      <PaginatedList<LockMiningOrder>
        key={tab}
        label={t(`orders.${tab}`)}
        className={card.list}
        queryKey={getListMyLockMiningOrdersQueryKey({ status })}
        fetchPage={async (page, limit, signal) =>
          fromItems((await listMyLockMiningOrders({ page, limit, status }, { signal })).order_list, limit)
        }
        itemKey={(order) => order.id}
        renderItem={(order) => <LockOrderCard order={order} onRedeem={redemption.ask} />}
        emptyText={t('orders.empty')}
      />
      {redemption.asking && (
        <RedeemSheet
          order={redemption.asking}
          loading={isPending}
          onConfirm={(order) => void redemption.confirm(order)}
          onClose={redemption.close}
        />
      )}
    </ListScreen>
  );
}

type RedeemSheetProps = {
  order: LockMiningOrder;
  loading: boolean;
  onConfirm: (order: LockMiningOrder) => void;
  onClose: () => void;
};

/** The penalty of an early redemption, how it is reached, and what comes back, before confirming. */
function RedeemSheet({ order, loading, onConfirm, onClose }: RedeemSheetProps) {
  const { t } = useTranslation('lock-mining');
  const unit = order.currency_name;
  const penalty = String(order.cancel_fee);
  const rate = order.cancel_fee_rate;
  return (
    <ConfirmSheet
      open
      title={t('redeem.title')}
      rows={[
        { label: t('redeem.amount'), value: `${formatCoinAmount(order.amount, unit)} ${unit}` },
        { label: t('redeem.penalty'), value: `${formatCoinAmount(penalty, unit)} ${unit}`, tone: 'down' },
        {
          label: t('redeem.returned'),
          value: `${formatCoinAmount(redemptionReturn(order.amount, penalty), unit)} ${unit}`,
        },
      ]}
      notice={
        rate
          ? t('redeem.formula', {
              rate: formatPrice(rate, 4),
              count: penaltyDays(order.amount, rate, penalty),
              amount: formatPrice(order.amount, 8),
              penalty: formatPrice(penalty, 8),
            })
          : t('redeem.notice')
      }
      confirmText={t('redeem.confirm')}
      variant="danger"
      loading={loading}
      onConfirm={() => onConfirm(order)}
      onClose={onClose}
    />
  );
}
