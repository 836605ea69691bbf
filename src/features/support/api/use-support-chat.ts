import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { listSupportChatLogs, useListSupportChatLogs, useOpenSupportChat } from '../../../gen/api/support/support';
import { invalidateReads } from '../../../shared/lib/query/invalidation';
import { onRealtimeAuthenticated } from '../../../shared/realtime/connection';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';
import { flushQueue, openLog, receiveMessages, useChatLog } from './chat-outbox';

/**
 * The customer-service chat: the session (agent), opened each time the chat is shown (openSupportChat, a write
 * that returns the session already open), the history (newest page first, older pages on demand), the agent's
 * replies as they come, and the queue of the user's messages sent again after every socket login.
 * Reading the history marks the agent's messages read (listSupportChatLogs says so), so the unread counts are read
 * again after it.
 */
export function useSupportChat() {
  const queryClient = useQueryClient();
  const { mutate, data, isPending } = useOpenSupportChat();
  // a failed opening stays shown while it is tried again (a new attempt clears the mutation's own error)
  const [failed, setFailed] = useState(false);
  const open = useCallback(
    () => mutate({}, { onSuccess: () => setFailed(false), onError: () => setFailed(true) }),
    [mutate],
  );
  useEffect(open, [open]);
  const session = { data, isError: failed, isPending: !data && !failed, retrying: failed && isPending, retry: open };
  const sessionId = data?.session_id;
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
