/** Product scenarios: a lock-mining order and a dual-investment purchase. */
import type { Scenario } from './format.ts';
import { balanceChanged, big, ETH, readBalance, USDT } from './money.ts';

export const productScenarios: Scenario[] = [
  {
    name: 'lock-mining order',
    proves: 'a lock-mining order takes its amount from the spot balance and is listed at that amount',
    steps: [
      {
        name: 'read the USDT product',
        call: 'listLockMiningProducts',
        save: { product: `$.message[currency_id=${USDT}].id`, least: `$.message[currency_id=${USDT}].save_min` },
      },
      readBalance('read the spot USDT', USDT, 'change', 'spot'),
      {
        name: 'lock the least amount',
        call: 'createLockMiningOrder',
        body: { config_id: '{product}', amount: (vars) => big(vars, 'least').toFixed() },
      },
      balanceChanged('spot USDT went down by that amount', USDT, 'change', 'spot', (vars) =>
        big(vars, 'least').times(-1).toFixed(),
      ),
      {
        name: 'my lock-mining orders list it',
        call: 'listMyLockMiningOrders',
        expect: [{ path: '$.message.order_list[0].amount', decimal: '{least}' }],
      },
    ],
  },
  {
    name: 'dual-investment purchase',
    proves:
      'a dual-investment purchase at a locked quote takes exactly the quoted amount (shares x share price) from the spot balance of its coin',
    steps: [
      {
        name: 'read an ETH call product',
        call: 'listDualProducts',
        query: { currency_id: ETH, type: 'call' },
        save: { product: '$.message.dual_currencys[0].id' },
      },
      readBalance('read the spot ETH', ETH, 'change', 'eth'),
      {
        name: 'ask a quote for one share',
        call: 'getDualQuote',
        body: { id: '{product}', num: 1 },
        save: { quote: '$.message.quote_id', amount: '$.message.amount' },
      },
      {
        name: 'buy one share at the quote',
        call: 'buyDualProduct',
        body: { id: '{product}', num: 1, quote_id: '{quote}' },
      },
      balanceChanged('spot ETH went down by the quoted amount', ETH, 'change', 'eth', (vars) =>
        big(vars, 'amount').times(-1).toFixed(),
      ),
    ],
  },
];
