/**
 * The chat's lines and the user's messages on their way, kept outside the screen so that a message written just
 * before the connection dropped is still sent (once: the server stores one message per client id) after the
 * socket logs in again, even if the user left the chat meanwhile.
 */
import { create } from 'zustand';
import type { ChatMessage } from '../../../gen/model';
import { getRealtimeUserId, requestRealtime } from '../../../shared/realtime/connection';
import { getConnectionState } from '../../../shared/realtime/holdings';
import {
  addOutgoing,
  confirmOutgoing,
  mergeMessages,
  newClientId,
  pendingOf,
  setStatus,
  type ChatEntry,
} from '../lib/chat-log';

type ChatState = { sessionId: number | null; entries: ChatEntry[] };

export const useChatLog = create<ChatState>()(() => ({ sessionId: null, entries: [] }));

const update = (change: (entries: ChatEntry[]) => ChatEntry[]) =>
  useChatLog.setState((state) => ({ entries: change(state.entries) }));
const inFlight = new Set<string>();

/** Starts the log of a chat session (another session, e.g. after a new login, starts empty). */
export function openLog(sessionId: number): void {
  if (useChatLog.getState().sessionId !== sessionId) useChatLog.setState({ sessionId, entries: [] });
}

export const receiveMessages = (messages: ChatMessage[]) => update((entries) => mergeMessages(entries, messages));

async function deliver(clientId: string): Promise<void> {
  const entry = useChatLog.getState().entries.find((line) => line.clientId === clientId && line.id === undefined);
  // not signed in on the socket: it stays queued and goes after the next socket login
  if (!entry || entry.status !== 'sending' || inFlight.has(clientId) || getRealtimeUserId() === null) return;
  inFlight.add(clientId);
  try {
    const ack = await requestRealtime('chat_send', { content: entry.content, type: entry.type, client_id: clientId });
    update((entries) =>
      ack.ok ? confirmOutgoing(entries, clientId, ack.message) : setStatus(entries, clientId, 'failed'),
    );
  } catch {
    // the connection dropped on the way: sent again after it is back; otherwise the server did not answer
    const connected = getConnectionState() === 'connected' && getRealtimeUserId() !== null;
    if (connected) update((entries) => setStatus(entries, clientId, 'failed'));
  } finally {
    inFlight.delete(clientId);
  }
}

export function sendMessage(type: ChatMessage['type'], content: string): void {
  const clientId = newClientId();
  update((entries) => addOutgoing(entries, { clientId, type, content }));
  void deliver(clientId);
}

export function retryMessage(clientId: string): void {
  update((entries) => setStatus(entries, clientId, 'sending'));
  void deliver(clientId);
}

/** Sends every queued message (after the socket logs in again). */
export function flushQueue(): void {
  for (const entry of pendingOf(useChatLog.getState().entries)) if (entry.clientId) void deliver(entry.clientId);
}
