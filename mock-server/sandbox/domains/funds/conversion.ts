/**
 * Coin conversion on the spot account, at a quote locked for a while, with its fee.
 */
import Big from 'big.js';
import type { Domain } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { fixed } from '../../format.ts';
import { USDT_ID } from '../../market.ts';
import { available } from '../../money/wallets.ts';
import { conversionAt, issueQuote, quoteFor } from '../conversion-quotes.ts';
import { fundsOf } from './requests.ts';

/** Coins of the conversion page, and its fee in percent of the amount converted. */
const CONVERTIBLE = [1, 2, USDT_ID, 4, 6, 11];
const CONVERSION_FEE_PERCENT = '0.2';
const CONVERSION_PAUSE_MS = 3000;

export const conversionHandlers: Domain['handlers'] = {
  listConversionCoins: ({ user, market, wallets }) => {
    const coins = CONVERTIBLE.map((id) => market.coin(id)).filter((coin) => coin !== undefined);
    return {
      transfer: coins.map((coin) => ({ id: coin.id, name: coin.name })),
      wallet: coins.map((coin) => ({
        currency: coin.id,
        change_balance: fixed(wallets.purse(user, coin.id, 'change').balance, 8),
      })),
    };
  },
  getConversionQuote: (context) => {
    const { from_currency_id: from, to_currency_id: to, number } = context.params;
    if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to)) refuse('notConvertible');
    if (number !== undefined && new Big(number).lte(0)) refuse('invalidAmount');
    return issueQuote(context, { from, to, feePercent: CONVERSION_FEE_PERCENT, number });
  },
  convertCoin: (context) => {
    const { user, params, market, wallets, now } = context;
    const { from_currency_id: from, to_currency_id: to } = params;
    if (from === to) refuse('sameCurrency');
    if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to)) refuse('notConvertible');
    const funds = fundsOf(user);
    if (funds.lastConversionAt !== undefined && now - funds.lastConversionAt < CONVERSION_PAUSE_MS)
      refuse('repeatOperation');
    const amount = new Big(params.number);
    if (amount.lte(0)) refuse('invalidAmount');
    // at the locked quote when the client holds one; an older client's conversion at the prices of this moment
    const quote =
      params.quote_id === undefined ? undefined : quoteFor(context, params.quote_id, { from, to, number: amount });
    const { received, fee } =
      quote ??
      conversionAt(amount, fixed(market.usdtValue(from), 4), fixed(market.usdtValue(to), 4), CONVERSION_FEE_PERCENT);
    wallets.ensure(user, from, available('change'), amount.plus(fee));
    quote?.useUp();
    const memo = `${market.coin(from)!.name} -> ${market.coin(to)!.name}`;
    wallets.exchange(user, available('change'), {
      currencyId: from,
      amount: amount.times(-1),
      reason: 'convert',
      memo,
    });
    wallets.exchange(user, available('change'), {
      currencyId: from,
      amount: fee.times(-1),
      reason: 'convert_fee',
      memo,
    });
    wallets.exchange(user, available('change'), { currencyId: to, amount: received, reason: 'convert', memo });
    funds.lastConversionAt = now;
    return context.text('conversionDone');
  },
};
