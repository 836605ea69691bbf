/**
 * Without the socket the kit takes the contract's word for when a private push may come (`x-follows`): the reads of
 * a push that follows nothing the user wrote (new mail) may change at any time, those of a push that follows a write
 * (the agent's chat reply, a fill) only once the kit performed that write.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASYNCAPI_BUNDLE } from '@tradedesk/contract';
import { unheardPushes } from '../effect-pushes.ts';

const watch = () => {
  const pushes = unheardPushes(DEFAULT_ASYNCAPI_BUNDLE);
  if (!pushes) throw new Error(`${DEFAULT_ASYNCAPI_BUNDLE} is missing: run npm run generate`);
  return pushes;
};

describe('the pushes a client without the socket expects', () => {
  it('are unheard, and name from the start what the server sends of its own accord', () => {
    const pushes = watch();
    expect(pushes.heard).toBe(false);
    const named = pushes.namedSince(0);
    expect(named.get('listMailMessages')).toBe('mail_message');
    expect(named.get('listCoupons')).toBe('coupon_expired');
    // what follows a write is not expected before it
    expect(named.has('listSupportChatLogs')).toBe(false);
    expect(named.has('listSpotOrders')).toBe(false);
    expect(named.has('getWalletOverview')).toBe(false);
  });

  it("name a write's later pushes once the write was performed, and only that write's", () => {
    const pushes = watch();
    pushes.performed('sendSupportChatMessage');
    const named = pushes.namedSince(0);
    expect(named.get('listSupportChatLogs')).toBe('chat_message');
    expect(named.has('listSpotOrders')).toBe(false);
    pushes.performed('submitSpotOrder');
    expect(pushes.namedSince(0).get('listSpotOrders')).toBe('spot_order');
    // a write that nothing follows adds nothing
    const before = [...pushes.namedSince(0).keys()];
    pushes.performed('updateNickname');
    expect([...pushes.namedSince(0).keys()]).toEqual(before);
  });

  it('stand for one push per performed write: a change they excused was it, and the next change is judged', () => {
    const pushes = watch();
    pushes.performed('submitOptionOrder');
    pushes.performed('submitOptionOrder');
    // two options placed: two settlements to come, each changing the balances once
    pushes.excused(['getWalletDetail']);
    expect(pushes.namedSince(0).has('getWalletDetail')).toBe(true);
    pushes.excused(['getWalletDetail', 'listOptionOrders']);
    expect(pushes.namedSince(0).has('getWalletDetail')).toBe(false);
    expect(pushes.namedSince(0).has('listOptionOrders')).toBe(false);
    // what the server sends of its own accord is never used up
    pushes.excused(['listMailMessages']);
    expect(pushes.namedSince(0).get('listMailMessages')).toBe('mail_message');
  });

  it('are none without a realtime contract', () => {
    expect(unheardPushes('/no/such/asyncapi.yaml')).toBeUndefined();
  });
});
