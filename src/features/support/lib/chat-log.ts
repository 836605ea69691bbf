import type { ChatMessage } from '../../../gen/model';

/** How a message of the user stands: on its way (also while the connection is down), stored, or refused. */
export type DeliveryStatus = 'sending' | 'sent' | 'failed';

/** A line of the chat: a stored message (with its id) or one of the user's on its way (with its client id). */
export type ChatEntry = Pick<ChatMessage, 'from' | 'type' | 'content'> & {
  key: string;
  id?: number;
  clientId?: string;
  createdAt?: string;
  status: DeliveryStatus;
};

const fromServer = (message: ChatMessage, clientId?: string): ChatEntry => ({
  key: clientId ?? `m${message.id}`,
  id: message.id,
  clientId,
  from: message.from,
  type: message.type,
  content: message.content,
  createdAt: message.created_at,
  status: 'sent',
});

/** Stored messages by id (oldest first), then the user's messages not yet stored, in the order written. */
function ordered(entries: ChatEntry[]): ChatEntry[] {
  const stored = entries.filter((entry) => entry.id !== undefined).sort((a, b) => a.id! - b.id!);
  return [...stored, ...entries.filter((entry) => entry.id === undefined)];
}

/** Adds stored messages (history, a reply, an acknowledgement), each once, whatever order they come in. */
export function mergeMessages(entries: ChatEntry[], messages: ChatMessage[]): ChatEntry[] {
  const known = new Set(entries.map((entry) => entry.id));
  const fresh = messages.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return entries;
  return ordered([...entries, ...fresh.map((message) => fromServer(message))]);
}

export function addOutgoing(
  entries: ChatEntry[],
  outgoing: { clientId: string; type: ChatMessage['type']; content: string },
): ChatEntry[] {
  return [...entries, { key: outgoing.clientId, ...outgoing, from: 'user', status: 'sending' }];
}

/** The acknowledgement of the user's message: it becomes the stored one (unless the history brought it first). */
export function confirmOutgoing(entries: ChatEntry[], clientId: string, message: ChatMessage): ChatEntry[] {
  if (entries.some((entry) => entry.id === message.id))
    return entries.filter((entry) => entry.clientId !== clientId || entry.id !== undefined);
  return ordered(entries.map((entry) => (entry.clientId === clientId ? fromServer(message, clientId) : entry)));
}

export function setStatus(entries: ChatEntry[], clientId: string, status: DeliveryStatus): ChatEntry[] {
  return entries.map((entry) => (entry.clientId === clientId && entry.id === undefined ? { ...entry, status } : entry));
}

/** The user's messages still to send (queued while the connection was down). */
export const pendingOf = (entries: ChatEntry[]) =>
  entries.filter((entry) => entry.id === undefined && entry.status === 'sending');

/** A client id unique enough for one user's messages (the server stores one message per client id). */
export const newClientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
