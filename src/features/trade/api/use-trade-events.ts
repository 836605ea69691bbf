import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../shared/i18n/i18n';
import { formatAmount } from '../../../shared/lib/format/number';
import { invalidateAfterEvent } from '../../../shared/lib/query/invalidation';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';
import { showToast } from '../../../shared/ui/toast/toast-store';

/**
 * The private pushes of trading, while a trading screen is open: each marks stale what the realtime contract says
 * it changes (the lists and balances: an order placed in another tab appears here) and tells the user what happened
 * (a fill, a settled option, a position closed by the server). The balances a push moves are read again app-wide
 * (src/app/realtime-events.ts, on `balance_change`).
 */
export function useTradeEvents() {
  const queryClient = useQueryClient();
  const t = i18n.t;
  useRealtimeEvent('spot_order', ({ action, data }) => {
    void invalidateAfterEvent(queryClient, 'spot_order');
    // a placed order is in the lists now; the screen that placed it said so, and another tab needs no word
    if (action !== 'placed') showToast(t(`trade:events.spot.${action}`, { symbol: data.symbol }));
  });
  useRealtimeEvent('lever_closed', ({ reason, id }) => {
    void invalidateAfterEvent(queryClient, 'lever_closed');
    showToast(t(`trade:events.leverClosed.${reason ?? 'manual'}`, { count: id.length }));
  });
  useRealtimeEvent('closed_microorder', ({ data }) => {
    void invalidateAfterEvent(queryClient, 'closed_microorder');
    const result = data.profit_result === 1 ? 'win' : data.profit_result === -1 ? 'loss' : 'draw';
    showToast(
      t(`trade:events.option.${result}`, {
        symbol: data.symbol_name,
        profit: formatAmount(data.fact_profits),
        currency: data.currency_name,
      }),
    );
  });
}
