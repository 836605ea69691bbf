import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterEvent } from '../lib/query/invalidation';
import { useRealtimeEvent } from './hooks';

/**
 * Keeps the funds screens current: a `balance_change` push marks stale what the realtime contract says it changes
 * (every balance and ledger). (The review of a deposit or withdrawal is told and reloaded app-wide,
 * src/app/realtime-events.ts.)
 */
export function useFundsRefresh() {
  const queryClient = useQueryClient();
  useRealtimeEvent('balance_change', () => void invalidateAfterEvent(queryClient, 'balance_change'));
}
