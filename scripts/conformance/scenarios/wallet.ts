/** Wallet scenarios: a transfer between accounts, a conversion with its fee, a withdrawal request. */
import Big from 'big.js';
import { PUSH_GRACE_MS, type CallStep, type Scenario } from './format.ts';
import { balanceChanged, big, BTC, readBalance, USDT } from './money.ts';

const TRANSFER = '10';
const CONVERTED = '20';
const WITHDRAWN = '20';

/** A step asking for a code of `purpose` at the login's e-mail address, the code read and kept as `as`. */
const emailedCode = (name: string, purpose: string, as: string): CallStep => ({
  name,
  call: 'sendEmailCode',
  body: { user_string: '{login}', type: purpose },
  readCode: { purpose, as },
});

export const walletScenarios: Scenario[] = [
  {
    name: 'transfer between accounts',
    proves: 'a transfer answered ok moves exactly its amount from spot to futures, and pushes balance_change',
    steps: [
      readBalance('read the spot USDT', USDT, 'change', 'spot'),
      readBalance('read the futures USDT', USDT, 'lever', 'futures'),
      {
        name: 'transfer 10 USDT from spot to futures',
        call: 'transferBetweenAccounts',
        body: { currency_id: USDT, number: TRANSFER, from_field: 'change', to_field: 'lever' },
      },
      balanceChanged('spot USDT went down by 10', USDT, 'change', 'spot', `-${TRANSFER}`),
      balanceChanged('futures USDT went up by 10', USDT, 'lever', 'futures', TRANSFER),
      {
        name: 'a balance_change push for the transfer',
        event: 'balance_change',
        after: 'transfer 10 USDT from spot to futures',
        withinMs: PUSH_GRACE_MS,
        where: [{ path: '$.currency_id', equals: String(USDT) }],
      },
    ],
  },
  {
    name: 'conversion with its fee',
    proves:
      'a conversion takes the amount plus the quoted fee (once) from the source coin and gives amount x from/to price; with a locked quote (a quote id in the contract), exactly',
    steps: [
      readBalance('read the spot USDT', USDT, 'change', 'usdt'),
      readBalance('read the spot BTC', BTC, 'change', 'btc'),
      {
        name: 'ask a quote for 20 USDT to BTC',
        call: 'getConversionQuote',
        body: { from_currency_id: USDT, to_currency_id: BTC, number: CONVERTED },
        save: {
          fromPrice: '$.message.form_price',
          toPrice: '$.message.to_price',
          fee: '$.message.fee',
          quote: '$.message.quote_id?',
        },
      },
      {
        name: 'convert 20 USDT to BTC',
        call: 'convertCoin',
        body: { number: CONVERTED, from_currency_id: USDT, to_currency_id: BTC, quote_id: (vars) => vars.quote },
      },
      balanceChanged('spot USDT went down by 20 plus the fee, once', USDT, 'change', 'usdt', (vars) =>
        new Big(CONVERTED)
          .plus(new Big(CONVERTED).times(big(vars, 'fee')).div(100).round(8, Big.roundUp))
          .times(-1)
          .toFixed(),
      ),
      balanceChanged(
        'spot BTC went up by 20 x the quoted prices',
        BTC,
        'change',
        'btc',
        (vars) =>
          new Big(CONVERTED).times(big(vars, 'fromPrice')).div(big(vars, 'toPrice')).round(8, Big.roundDown).toFixed(),
        // a locked quote converts at its prices; without one the price may move between the quote and the conversion
        (vars) => (vars.quote ? '0.00000001' : new Big(CONVERTED).div(big(vars, 'toPrice')).times('0.005').toFixed(8)),
      ),
    ],
  },
  {
    name: 'withdrawal request',
    proves: 'a withdrawal request freezes its amount from the spot balance and is listed as pending review',
    needs: ['fundPassword', 'codes'],
    steps: [
      emailedCode('send a fund password code', 'safe', 'safeCode'),
      {
        name: 'set the fund password',
        call: 'setFundPasswordWithCode',
        body: { password: '{fundPassword}', re_password: '{fundPassword}', code: '{safeCode}' },
      },
      {
        name: 'read the withdrawal fee',
        call: 'getWithdrawalInfo',
        body: { currency: USDT },
        save: { fee: '$.message.rate' },
      },
      readBalance('read the spot USDT', USDT, 'change', 'spot'),
      emailedCode('send a withdrawal code', 'withdraw', 'code'),
      {
        name: 'request a withdrawal of 20 USDT',
        call: 'submitWithdrawal',
        body: {
          currency: USDT,
          number: WITHDRAWN,
          type: 0,
          rate: '{fee}',
          pay_password: '{fundPassword}',
          code: '{code}',
        },
      },
      balanceChanged('spot USDT went down by 20', USDT, 'change', 'spot', `-${WITHDRAWN}`),
      {
        name: 'the records list it, pending review',
        call: 'listWithdrawalRecords',
        expect: [
          { path: '$.message.data[0].number', decimal: WITHDRAWN },
          { path: '$.message.data[0].status', equals: '1' },
        ],
      },
    ],
  },
];
