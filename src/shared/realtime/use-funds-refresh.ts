import { useQueryClient } from '@tanstack/react-query';
import { invalidateFundsQueries } from '../lib/query/funds-queries';
import { useRealtimeEvent } from './hooks';

/**
 * Keeps the funds screens current: a `balance_change` push reloads what shows balances and movements. (The review
 * of a deposit or withdrawal is told and reloaded app-wide, src/app/realtime-events.ts.)
 */
export function useFundsRefresh() {
  const queryClient = useQueryClient();
  useRealtimeEvent('balance_change', () => void invalidateFundsQueries(queryClient));
}
