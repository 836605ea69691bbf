/**
 * The message centre and the customer-service chat through the generated client and the socket: mail kept per
 * user with its read state and unread counts, new mail pushed as `mail_message`, a chat whose history holds what
 * was sent over HTTP and the socket, an agent answering on the mock's clock, and a resend stored once.
 */
import { describe, expect, it } from 'vitest';
import { eventually, useSandbox, type Session } from './harness.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });

const pushed = (session: Session, event: string, count = 1) =>
  eventually(() => {
    const found = session.events.filter((entry) => entry.event === event);
    return found.length >= count && found;
  }, `${count} ${event} push(es)`);

describe('message centre', () => {
  it('a new account finds its welcome mail and an announcement, unread, in its language', async () => {
    const user = await sandbox.session({ lang: 'jp' });
    const system = await user.call((api) => api.listMailMessages({ type: 2, page: 1, limit: 10 }));
    expect(system.total).toBe(2);
    expect(system.list.map((row) => row.title)).toEqual(['セキュリティのお知らせ', 'Tradedesk へようこそ']);
    const announcements = await user.call((api) => api.listMailMessages({ type: 3 }));
    expect(announcements.list).toHaveLength(1);
    expect(await user.call((api) => api.countUnreadMailMessages())).toBe(3);
    expect(await user.call((api) => api.getUnreadMessageCounts())).toEqual({
      total: 3,
      customer_service: 0,
      system: 2,
      announcement: 1,
    });
  });

  it('opening a message marks it read; marking a box read clears its count', async () => {
    const user = await sandbox.session();
    const [newest] = (await user.call((api) => api.listMailMessages({ type: 2 }))).list;
    expect(newest.is_read).toBe(0);
    expect(await user.call((api) => api.getMailMessage({ id: newest.id }))).toMatchObject({
      id: newest.id,
      is_read: 1,
    });
    expect(await user.call((api) => api.countUnreadMailMessages({ type: 2 }))).toBe(1);
    expect(await user.call((api) => api.markMailMessagesRead({ type: 2 }))).toBe(1);
    expect(await user.call((api) => api.countUnreadMailMessages({ type: 2 }))).toBe(0);
    expect(await user.call((api) => api.countUnreadMailMessages())).toBe(1);
  });

  it("another user's message is refused like an unknown one", async () => {
    const alice = await sandbox.session();
    const bob = await sandbox.session();
    const [mail] = (await alice.call((api) => api.listMailMessages({ type: 2 }))).list;
    await expect(bob.call((api) => api.getMailMessage({ id: mail.id }))).rejects.toThrow();
  });

  it('new mail is pushed with the unread count and is in the list at once', async () => {
    const user = await sandbox.session();
    await user.listen();
    await sandbox.control.raw('POST', '/mail', { login: user.login, type: 1, title: 'Your ticket was answered' });
    const [push] = await pushed(user, 'mail_message');
    expect(push.payload).toMatchObject({ unread: 4, message: { type: 1, title: 'Your ticket was answered' } });
    const [first] = (await user.call((api) => api.listMailMessages({}))).list;
    expect(first).toMatchObject({ id: (push.payload.message as { id: number }).id, is_read: 0 });
    expect((await user.call((api) => api.getUnreadMessageCounts())).customer_service).toBe(1);
  });
  it('an announcement reaches each listener in their own language, as their list shows it', async () => {
    const [english, japanese] = [await sandbox.session({ lang: 'en' }), await sandbox.session({ lang: 'jp' })];
    for (const user of [english, japanese]) {
      // a call in the session's language: the one the user's pushes speak
      await user.call((api) => api.countUnreadMailMessages());
      await user.listen();
    }
    await sandbox.control.raw('POST', '/mail', { type: 3 });
    const titles: string[] = [];
    for (const user of [english, japanese]) {
      const [push] = await pushed(user, 'mail_message');
      const [newest] = (await user.call((api) => api.listMailMessages({ type: 3 }))).list;
      expect(push.payload.message).toMatchObject({ id: newest.id, title: newest.title, content: newest.content });
      titles.push(newest.title);
    }
    expect(titles[0]).toMatch(/^[\x20-\x7e]+$/);
    expect(titles[1]).not.toBe(titles[0]);
  });
});

describe('customer-service chat', () => {
  it('a message sent over the socket is in the HTTP history; the agent answers when the clock moves', async () => {
    const user = await sandbox.session();
    const socket = await user.listen();
    const chat = await user.call((api) => api.openSupportChat());
    const ack = (await socket.timeout(5000).emitWithAck('chat_send', {
      content: 'Hello, my USDT deposit has not arrived yet.',
      client_id: 'm1',
    })) as { ok: boolean; message: { id: number; session_id: number } };
    expect(ack).toMatchObject({ ok: true, message: { session_id: chat.session_id, from: 'user' } });
    expect(user.events.some((entry) => entry.event === 'chat_message')).toBe(false);

    await sandbox.control.advance(2000);
    const [reply] = await pushed(user, 'chat_message');
    expect(reply.payload.message).toMatchObject({ from: 'agent', content: expect.stringMatching(/transaction hash/) });
    expect((await user.call((api) => api.getUnreadMessageCounts())).customer_service).toBe(1);

    const history = await user.call((api) => api.listSupportChatLogs({ page: 1 }));
    expect(history.data.map((message) => message.from)).toEqual(['agent', 'user']);
    expect(history.data[1].id).toBe(ack.message.id);
    expect((await user.call((api) => api.getUnreadMessageCounts())).customer_service).toBe(0);
  });

  it('a resend with the same client_id is acknowledged with the stored message, never stored twice', async () => {
    const user = await sandbox.session();
    const socket = await user.listen();
    const send = () => socket.timeout(5000).emitWithAck('chat_send', { content: 'Is anyone there?', client_id: 'c-7' });
    const first = (await send()) as { message: { id: number } };
    const second = (await send()) as { message: { id: number } };
    expect(second.message.id).toBe(first.message.id);
    await user.call((api) => api.sendSupportChatMessage({ content: '/upload/qr/2.svg', type: 'image' }));
    await sandbox.control.advance(2000);
    await pushed(user, 'chat_message', 2);
    const history = await user.call((api) => api.listSupportChatLogs({}));
    expect(history.total).toBe(4);
    expect(history.data.filter((message) => message.content === 'Is anyone there?')).toHaveLength(1);
  });

  it('a chat_send without a socket login is refused', async () => {
    const user = await sandbox.session();
    const socket = await user.listen();
    await socket.timeout(5000).emitWithAck('logout', {});
    expect(await socket.timeout(5000).emitWithAck('chat_send', { content: 'hello' })).toMatchObject({ ok: false });
  });

  it('the entry offers the in-app chat with a greeting in the language asked', async () => {
    const user = await sandbox.session({ lang: 'fra' });
    expect(await user.call((api) => api.getSupportEntry())).toMatchObject({ online: true, url: '' });
    expect((await user.call((api) => api.getSupportEntry())).greeting).toMatch(/Bonjour/);
  });
});

describe('site content', () => {
  it('names the home shortcuts in the language of the request, in the same order for every language', async () => {
    const [japanese, english] = [await sandbox.session({ lang: 'jp' }), await sandbox.session({ lang: 'en' })];
    const inJapanese = await japanese.call((api) => api.listHomeMenu());
    const inEnglish = await english.call((api) => api.listHomeMenu());
    expect(inJapanese.map((item) => item.link)).toEqual(inEnglish.map((item) => item.link));
    expect(inEnglish.find((item) => item.link === '/pages/otc/otc')?.name).toBe('Loans');
    expect(inJapanese.find((item) => item.link === '/pages/otc/otc')?.name).toBe('ローン');
    expect(inJapanese.every((item) => item.show === 1)).toBe(true);
  });
});
