import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listSupportChatLogs, openSupportChat, useListSupportChatLogs } from '../../../gen/api/support/support';
import { invalidateReads } from '../../../shared/lib/query/invalidation';
import { onRealtimeAuthenticated } from '../../../shared/realtime/connection';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';
import { flushQueue, openLog, receiveMessages, useChatLog } from './chat-outbox';

/**
 * The customer-service chat: the session (agent), the history (newest page first, older pages on demand), the
 * agent's replies as they come, and the queue of the user's messages sent again after every socket login.
 * Reading the history marks the agent's messages read (listSupportChatLogs says so), so the unread counts are read
 * again after it.
 */
export function useSupportChat() {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['support-chat-session'],
    queryFn: () => openSupportChat(),
    staleTime: Infinity,
  });
  const sessionId = session.data?.session_id;
  const history = useListSupportChatLogs({ page: 1 }, undefined, { query: { enabled: sessionId !== undefined } });
  const [older, setOlder] = useState({ page: 1, loading: false });
  const entries = useChatLog((state) => state.entries);

  useEffect(() => {
    if (sessionId === undefined) return;
    openLog(sessionId);
    flushQueue();
  }, [sessionId]);

  useEffect(() => {
    if (!history.data) return;
    receiveMessages(history.data.data);
    void invalidateReads(queryClient, ['getUnreadMessageCounts']);
  }, [history.data, queryClient]);

  useRealtimeEvent('chat_message', (event) => {
    receiveMessages([event.message]);
    void history.refetch();
  });

  const refetchHistory = history.refetch;
  useEffect(
    () =>
      onRealtimeAuthenticated(() => {
        flushQueue();
        void refetchHistory();
      }),
    [refetchHistory],
  );

  const loadOlder = async () => {
    setOlder((state) => ({ ...state, loading: true }));
    try {
      const page = await listSupportChatLogs({ page: older.page + 1 });
      receiveMessages(page.data);
      setOlder({ page: older.page + 1, loading: false });
    } catch {
      setOlder((state) => ({ ...state, loading: false }));
    }
  };

  return {
    session,
    history,
    entries,
    hasOlder: older.page < (history.data?.pages ?? 1),
    loadingOlder: older.loading,
    loadOlder,
  };
}
