/** Trading scenarios: a spot market buy, a limit order then its cancel, a futures position, a seconds option. */
import Big from 'big.js';
import { PUSH_GRACE_MS, type CallStep, type Scenario } from './format.ts';
import { balanceChanged, big, BTC, readBalance, USDT } from './money.ts';

const BOUGHT = '0.001';
const LIMIT_AMOUNT = '0.002';
/** Seconds options settle after their period; this much longer is allowed for the settlement to be seen. */
const SETTLEMENT_GRACE_MS = 15_000;

/** Only the open orders (and not only the history, whose sample flag a newer contract adds). */
const OPEN_ORDERS = { status: 1, history: () => undefined };
/** A spot order's status once cancelled. */
const CANCELLED = '3';

const readPrice: CallStep = {
  name: 'read the BTC/USDT price',
  call: 'getFuturesTradeInfo',
  body: { currency_id: BTC, legal_id: USDT },
  save: { price: '$.message.last_price' },
};

export const tradingScenarios: Scenario[] = [
  {
    name: 'spot market buy',
    proves:
      'a market buy fills at once: BTC arrives (less at most a 0.5% fee), USDT leaves, and a balance_change is pushed',
    steps: [
      readBalance('read the spot BTC', BTC, 'change', 'btc'),
      {
        name: 'buy 0.001 BTC at the market',
        call: 'submitSpotOrder',
        body: { currency_id: BTC, legal_id: USDT, type: 1, amount: BOUGHT, target_price: () => undefined },
      },
      balanceChanged(
        'spot BTC went up by 0.001 (less the fee)',
        BTC,
        'change',
        'btc',
        BOUGHT,
        new Big(BOUGHT).times('0.005').toFixed(),
      ),
      {
        name: 'a balance_change push for the BTC bought',
        event: 'balance_change',
        after: 'buy 0.001 BTC at the market',
        withinMs: PUSH_GRACE_MS,
        where: [{ path: '$.currency_id', equals: String(BTC) }],
      },
    ],
  },
  {
    name: 'limit order then cancel',
    proves: 'a limit order is listed among the open orders at its amount and price, and leaves them once cancelled',
    steps: [
      readPrice,
      {
        name: 'place a limit buy of 0.002 BTC at 90% of the price',
        call: 'submitSpotOrder',
        body: {
          currency_id: BTC,
          legal_id: USDT,
          type: 1,
          amount: LIMIT_AMOUNT,
          target_price: (vars) => big(vars, 'price').times('0.9').toFixed(2),
        },
      },
      {
        name: 'the open orders list it at its amount and price',
        call: 'listSpotOrders',
        query: OPEN_ORDERS,
        save: { order: '$.message[0].id' },
        expect: [
          { path: '$.message[0].trade_amount', decimal: LIMIT_AMOUNT },
          { path: '$.message[0].target_price', decimal: (vars) => big(vars, 'price').times('0.9').toFixed(2) },
        ],
      },
      { name: 'cancel it', call: 'cancelSpotOrder', body: { id: '{order}' } },
      {
        name: 'the open orders no longer list it',
        call: 'listSpotOrders',
        query: OPEN_ORDERS,
        expect: [{ path: '$.message[id={order}]', present: false }],
      },
      {
        // a backend may drop a cancelled order or keep it in the history: if it keeps it, as cancelled
        name: 'if the orders still list it, it is cancelled',
        call: 'listSpotOrders',
        query: { status: () => undefined, history: () => undefined },
        expect: [{ path: '$.message[id={order}].status', equals: CANCELLED, ifPresent: true }],
      },
    ],
  },
  {
    name: 'futures open and close',
    proves:
      'a position opened is listed open, leaves the open list once closed, and its P/L has the sign of the price move',
    steps: [
      {
        name: 'open a 1-lot long at the market',
        call: 'openFuturesPosition',
        body: {
          currency_id: BTC,
          legal_id: USDT,
          type: 1,
          status: 1,
          share: 1,
          multiple: 10,
          target_price: () => undefined,
          target_profit_price: () => undefined,
          stop_loss_price: () => undefined,
        },
      },
      {
        name: 'the open positions list it',
        call: 'listOpenFuturesPositions',
        body: { currency_id: BTC, legal_id: USDT },
        save: { position: '$.message.order.data[0].id' },
        expect: [{ path: '$.message.order.data[0].type', equals: '1' }],
      },
      { name: 'close it', call: 'closeFuturesPosition', body: { id: '{position}' } },
      {
        name: 'the open positions no longer list it',
        call: 'listOpenFuturesPositions',
        body: { currency_id: BTC, legal_id: USDT },
        expect: [{ path: '$.message.order.data[id={position}]', present: false }],
      },
      {
        name: 'the closed orders list it with its prices',
        call: 'listFuturesOrders',
        body: { status: 3, currency_id: 0, legal_id: 0 },
        save: {
          opened: '$.message.message.data[id={position}].price',
          closed: '$.message.message.data[id={position}].update_price',
        },
      },
      {
        name: 'its P/L has the sign of the price move (a long)',
        call: 'listFuturesOrders',
        body: { status: 3, currency_id: 0, legal_id: 0 },
        expect: [
          {
            path: '$.message.message.data[id={position}].profits',
            sign: (vars) => big(vars, 'closed').cmp(big(vars, 'opened')),
          },
        ],
      },
    ],
  },
  {
    name: 'seconds option placed and settled',
    proves:
      'an option of the shortest period is listed trading, settles within its period (plus a grace), and closed_microorder is pushed',
    steps: [
      {
        name: 'read the periods',
        call: 'listOptionExpiries',
        save: { seconds: '$.message[0].seconds', least: '$.message[0].min_amount' },
      },
      {
        name: 'place an Up option of the shortest period',
        call: 'submitOptionOrder',
        body: { seconds: '{seconds}', number: '{least}', type: 1, currency_id: USDT },
        save: { option: '$.message.id' },
        expect: [{ path: '$.message.status', equals: '1' }],
      },
      {
        name: 'let its period pass',
        waitMs: (vars) => Number(vars.seconds) * 1000,
        after: 'place an Up option of the shortest period',
      },
      {
        name: 'it is settled',
        call: 'getOptionOrderResult',
        query: { id: '{option}' },
        untilMs: SETTLEMENT_GRACE_MS,
        expect: [{ path: '$.message.status', equals: '3' }],
      },
      {
        name: 'a closed_microorder push for it',
        event: 'closed_microorder',
        after: 'place an Up option of the shortest period',
        due: 'it is settled',
        withinMs: PUSH_GRACE_MS,
        where: [{ path: '$.data.id', equals: '{option}' }],
      },
    ],
  },
];
