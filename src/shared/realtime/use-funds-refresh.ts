import { useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { showToast } from '../ui/toast/toast-store';
import { useRealtimeEvent } from './hooks';

/** Paths whose answers change when money moves: balances, ledgers, records, withdrawal limits. */
const FUNDS_PATHS = /^\/(wallet|recharge|user\/withdraw|user\/getTransferList|currency\/user_currency_list)/;

const isFundsQuery = (query: Query) =>
  query.queryKey.some((part) => typeof part === 'string' && FUNDS_PATHS.test(part));

/**
 * Keeps the funds screens current: a `balance_change` push reloads what shows balances and movements, and the
 * review of a deposit or withdrawal is told to the user as it happens.
 */
export function useFundsRefresh() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('funds');
  const refresh = () => void queryClient.invalidateQueries({ predicate: isFundsQuery });
  useRealtimeEvent('balance_change', refresh);
  useRealtimeEvent('deposit_result', (payload) => {
    refresh();
    showToast(t(payload.data.status === 2 ? 'events.depositApproved' : 'events.depositRejected'));
  });
  useRealtimeEvent('withdraw_result', (payload) => {
    refresh();
    showToast(t(payload.data.status === 2 ? 'events.withdrawalPaid' : 'events.withdrawalRejected'));
  });
}
