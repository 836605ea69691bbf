import type { ReactNode } from 'react';
import { anyKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useTradeEvents } from '../api/use-trade-events';

type OrderListScreenProps<K extends string> = {
  title: string;
  /** Namespace path of the tab labels ("spotOrders.tabs"). */
  labels: string;
  lists: readonly K[];
  list: K;
  onList: (list: K) => void;
  children: ReactNode;
};

/** An order page: its lists as tabs (in the URL), live from the trading pushes. */
export function OrderListScreen<K extends string>({
  title,
  labels,
  lists,
  list,
  onList,
  children,
}: OrderListScreenProps<K>) {
  const { t } = useTranslation('trade');
  useTradeEvents();
  return (
    <main>
      <PageHeader title={title} back />
      <Tabs
        label={title}
        tabs={lists.map((key) => ({ key, label: anyKey(t)(`${labels}.${String(key)}`) }))}
        value={list}
        onChange={onList}
        sticky
      >
        {children}
      </Tabs>
    </main>
  );
}
