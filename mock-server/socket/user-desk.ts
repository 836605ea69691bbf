/**
 * The message side of the mock, per authenticated socket user: message-centre mail and customer-service chat.
 * Rows are filled from the contract with faker, then the fields that must agree (ids, times, unread count) are set.
 * The user's money, orders and positions are the sandbox's (mock-server/sandbox/).
 */
import type {
  ChatMessage,
  ChatMessagePayload,
  ChatSendRequest,
  MailMessagePayload,
} from '../../src/gen/socket/schemas.ts';
import { dateTimeText } from '../sandbox/format.ts';
import type { PayloadFaker } from './payload-faker.ts';
import { createRandom, type Random } from './random.ts';

export class UserDesk {
  readonly userId: number;
  private readonly random: Random;
  private nextMailId: number;
  private nextChatId: number;
  private readonly chatSessionId: number;
  private unread = 0;
  private readonly faker: PayloadFaker;

  constructor(userId: number, faker: PayloadFaker, seed: number) {
    this.userId = userId;
    this.faker = faker;
    this.random = createRandom(seed ^ userId);
    this.nextMailId = 2000 + this.random.int(0, 900);
    this.nextChatId = 400000 + this.random.int(0, 90000);
    this.chatSessionId = 7000 + this.random.int(0, 2000);
  }

  mail(now: number): MailMessagePayload {
    const message = this.faker.fake('#/components/schemas/MailMessage') as NonNullable<MailMessagePayload['message']>;
    this.unread += 1;
    return {
      type: 'mail_message',
      period: true,
      to: this.userId,
      unread: this.unread,
      message: {
        ...message,
        id: this.nextMailId++,
        type: this.random.pick([1, 2] as const),
        create_time: Math.floor(now / 1000),
        is_read: 0,
      },
    };
  }

  /** Stores a message from the user; the agent's answer comes from `chatReply`. */
  chatSend(request: ChatSendRequest, now: number): ChatMessage {
    return {
      id: this.nextChatId++,
      session_id: request.session_id ?? this.chatSessionId,
      from: 'user',
      type: request.type ?? 'text',
      content: request.content,
      created_at: dateTimeText(now),
    };
  }

  chatReply(sent: ChatMessage, now: number): ChatMessagePayload {
    const message = this.faker.fake('#/components/schemas/ChatMessage') as ChatMessage;
    return {
      type: 'chat_message',
      to: this.userId,
      message: {
        ...message,
        id: this.nextChatId++,
        session_id: sent.session_id,
        from: 'agent',
        type: 'text',
        created_at: dateTimeText(now),
      },
    };
  }
}
