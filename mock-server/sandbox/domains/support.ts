/**
 * Customer-service chat: one session per user with an agent, the history kept in the user's state, and an agent
 * that answers each message a short while later on the mock's clock (`chat_message`). A message comes over HTTP
 * (sendSupportChatMessage) or the socket (`chat_send`, acknowledged with the stored message); a `client_id` sent
 * again (a retry after a lost acknowledgement) answers the message already stored instead of storing it twice.
 */
import type { ChatMessage, ChatSendRequest } from '../../gen/socket/schemas.ts';
import type { Domain, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { BusinessError } from '../errors.ts';
import { dateTimeText } from '../format.ts';
import type { MessageKey } from '../messages.ts';
import { simplePage } from '../pages.ts';
import type { UserState } from '../state/types.ts';
import { unreadMail } from './messages.ts';

/** How long the agent takes to answer (the mock's clock). */
const AGENT_REPLY_MS = 1500;
const PAGE_SIZE = 20;
const AGENTS = [
  ['Yuki', '/upload/avatar/3.svg'],
  ['Emma', '/upload/avatar/5.svg'],
  ['Daniel', '/upload/avatar/6.svg'],
] as const;

type Chat = {
  sessionId: number;
  agent: number;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Ids of the agent's messages the user has read. */
  readUpTo: number;
  /** client_id -> id of the stored message. */
  clientIds: Record<string, number>;
  /** Answers the agent owes: due time (mock clock) and the message answered. */
  replies: Array<{ due: number; to: number }>;
};

const chatOf = userSlice<Chat | null>('support', () => null);

function openChat(tools: SandboxTools, user: UserState): Chat {
  const existing = chatOf(user);
  if (existing) return existing;
  const chat: Chat = {
    sessionId: tools.nextId('chat-session', 7000),
    agent: user.id % AGENTS.length,
    messages: [],
    readUpTo: 0,
    clientIds: {},
    replies: [],
  };
  user.slices.support = chat;
  return chat;
}

const unreadReplies = (user: UserState) => {
  const chat = chatOf(user);
  return chat ? chat.messages.filter((message) => message.from === 'agent' && message.id > chat.readUpTo).length : 0;
};

/** Stores the user's message (once per client_id) and schedules the agent's answer. */
function sendChatMessage(tools: SandboxTools, user: UserState, request: ChatSendRequest): ChatMessage {
  const chat = openChat(tools, user);
  if (request.session_id !== undefined && request.session_id !== chat.sessionId) throw new BusinessError('notFound');
  const { client_id: clientId } = request;
  const known = clientId ? chat.messages.find((message) => message.id === chat.clientIds[clientId]) : undefined;
  if (known) return known;
  const message: ChatMessage = {
    id: tools.nextId('chat-message', 418000),
    session_id: chat.sessionId,
    from: 'user',
    type: request.type ?? 'text',
    content: request.content,
    created_at: dateTimeText(tools.now),
  };
  chat.messages.push(message);
  if (clientId) chat.clientIds[clientId] = message.id;
  chat.replies.push({ due: tools.now + AGENT_REPLY_MS, to: message.id });
  return message;
}

/** What the agent answers: a question about a deposit gets a request for the hash, and so on. */
function answerTo(message: ChatMessage): MessageKey {
  if (message.type === 'image') return 'agentImage';
  const text = message.content.toLowerCase();
  if (/deposit|充值|入金|입금|ฝาก|dépôt|depósito/.test(text)) return 'agentDeposit';
  if (/withdraw|提现|提現|出金|출금|ถอน|retrait|retiro/.test(text)) return 'agentWithdraw';
  return 'agentDefault';
}

export const supportDomain: Domain = {
  name: 'support',
  handlers: {
    getSupportEntry: (context) => ({
      online: true,
      url: '',
      greeting: context.text('chatGreeting'),
      working_hours: context.text('chatHours'),
    }),
    openSupportChat: (context) => {
      const chat = openChat(context, context.user);
      const [name, avatar] = AGENTS[chat.agent];
      return {
        session_id: chat.sessionId,
        agent_name: name,
        agent_avatar: avatar,
        unread: unreadReplies(context.user),
      };
    },
    sendSupportChatMessage: (context) =>
      sendChatMessage(context, context.user, { content: context.params.content, type: context.params.type }),
    listSupportChatLogs: (context) => {
      const chat = openChat(context, context.user);
      const newestFirst = [...chat.messages].reverse();
      const lastAgent = newestFirst.find((message) => message.from === 'agent');
      if (lastAgent) chat.readUpTo = Math.max(chat.readUpTo, lastAgent.id);
      return simplePage(newestFirst, context.params.page, PAGE_SIZE);
    },
    getUnreadMessageCounts: (context) => {
      const { user } = context;
      const counts = {
        customer_service: unreadReplies(user) + unreadMail(context, user, 1),
        system: unreadMail(context, user, 2),
        announcement: unreadMail(context, user, 3),
      };
      return { total: counts.customer_service + counts.system + counts.announcement, ...counts };
    },
  },
  publicOperations: ['getSupportEntry'],
  // each agent's reply is written at the instant it was due, however late the chat is read
  due: (context) => {
    const chat = chatOf(context.user);
    return (chat?.replies ?? []).map((reply) => ({
      at: reply.due,
      run: (then) => {
        chat!.replies = chat!.replies.filter((waiting) => waiting !== reply);
        const asked = chat!.messages.find((message) => message.id === reply.to);
        if (!asked) return;
        const message: ChatMessage = {
          id: then.nextId('chat-message', 418000),
          session_id: chat!.sessionId,
          from: 'agent',
          type: 'text',
          content: then.text(answerTo(asked)),
          created_at: dateTimeText(then.now),
        };
        chat!.messages.push(message);
        then.push(then.user, 'chat_message', { type: 'chat_message', to: then.user.id, message });
      },
    }));
  },
  clientEvents: {
    chat_send: (context, payload) => {
      try {
        return { ok: true, message: sendChatMessage(context, context.user, payload as ChatSendRequest) };
      } catch (error) {
        if (error instanceof BusinessError) return { ok: false, error: context.text(error.key, error.values) };
        throw error;
      }
    },
  },
};
