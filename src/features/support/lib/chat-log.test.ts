import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../gen/model';
import { addOutgoing, confirmOutgoing, mergeMessages, pendingOf, setStatus } from './chat-log';

const message = (id: number, from: ChatMessage['from'], content = `m${id}`): ChatMessage => ({
  id,
  session_id: 7731,
  from,
  type: 'text',
  content,
  created_at: '2026-11-23 10:00:00',
});

describe('chat log', () => {
  it('keeps stored messages once, oldest first, whatever order they arrive in', () => {
    let log = mergeMessages([], [message(3, 'agent'), message(1, 'user')]);
    log = mergeMessages(log, [message(2, 'user'), message(3, 'agent')]);
    expect(log.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('a message on its way stays last until it is stored, then takes its place', () => {
    let log = mergeMessages([], [message(1, 'agent')]);
    log = addOutgoing(log, { clientId: 'a', type: 'text', content: 'hi' });
    expect(log.at(-1)).toMatchObject({ status: 'sending', content: 'hi' });
    log = mergeMessages(log, [message(5, 'agent')]);
    expect(log.map((entry) => entry.id ?? entry.clientId)).toEqual([1, 5, 'a']);
    log = confirmOutgoing(log, 'a', message(4, 'user', 'hi'));
    expect(log.map((entry) => entry.id)).toEqual([1, 4, 5]);
    expect(log[1]).toMatchObject({ status: 'sent', key: 'a' });
  });

  it('shows a resent message once when the history already brought it', () => {
    let log = addOutgoing([], { clientId: 'a', type: 'text', content: 'hi' });
    log = mergeMessages(log, [message(4, 'user', 'hi')]);
    log = confirmOutgoing(log, 'a', message(4, 'user', 'hi'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: 4, status: 'sent' });
  });

  it('failed messages wait for a retry; those still sending are the queue', () => {
    let log = addOutgoing([], { clientId: 'a', type: 'text', content: 'one' });
    log = addOutgoing(log, { clientId: 'b', type: 'text', content: 'two' });
    log = setStatus(log, 'a', 'failed');
    expect(pendingOf(log).map((entry) => entry.clientId)).toEqual(['b']);
    log = setStatus(log, 'a', 'sending');
    expect(pendingOf(log)).toHaveLength(2);
  });
});
