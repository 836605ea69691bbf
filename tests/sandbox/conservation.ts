/**
 * What holds of the money in any state the sandbox can reach: no balance is negative, every balance is the sum of
 * its ledger rows, moves inside a user's accounts net to zero, the exchange's side changes only for the reasons
 * that cross between a user and the exchange, and for every coin the users' holdings plus the exchange's side are
 * zero. Used by the conservation test and the property test of every write operation.
 */
import Big from 'big.js';
import type { SandboxState } from '@tradedesk/mock-server/testing';

/** Why the exchange's side may change: what crosses between a user and the exchange. */
const EXCHANGE_REASONS = new Set([
  'opening',
  'deposit',
  'withdraw_done',
  'withdraw_fee',
  'convert',
  'convert_fee',
  'spot_fill',
  'spot_fee',
  'lever_fee',
  'lever_overnight',
  'lever_close',
  'lever_stop',
  'lever_liquidate',
  'follow_copy',
  'micro_fee',
  'micro_settle',
  'lockming_interest',
  'lockming_penalty',
  'dual_settle',
  'ieo_subscribe',
  'ieo_issue',
  'nft_buy',
  'nft_pay',
  'nft_sale',
  'nft_margin_forfeit',
]);

/** Every way the state breaks those rules, in words (none: an empty list). */
export function conservationProblems(state: SandboxState): string[] {
  const problems: string[] = [];
  const coins = new Set([
    ...Object.keys(state.house),
    ...Object.values(state.users).flatMap((user) => Object.keys(user.wallets)),
  ]);
  for (const coin of coins) {
    let total = new Big(0);
    for (const user of Object.values(state.users)) {
      for (const [account, purse] of Object.entries(user.wallets[coin] ?? {})) {
        for (const side of ['balance', 'lock'] as const) {
          const value = new Big(purse[side]);
          if (value.lt(0)) problems.push(`user ${user.id} ${account} ${side} of coin ${coin} is ${value.toFixed()}`);
          const sum = user.ledger
            .filter((row) => String(row.currencyId) === coin && row.account === account && row.side === side)
            .reduce((running, row) => running.plus(row.change), new Big(0));
          if (!sum.eq(value))
            problems.push(
              `ledger of user ${user.id} ${account} ${side} coin ${coin}: ${sum.toFixed()} for ${value.toFixed()}`,
            );
        }
        total = total.plus(purse.balance).plus(purse.lock);
      }
      const internal = user.ledger
        .filter((row) => String(row.currencyId) === coin && row.counterparty === 'self')
        .reduce((running, row) => running.plus(row.change), new Big(0));
      if (!internal.eq(0)) problems.push(`internal moves of user ${user.id}, coin ${coin} net ${internal.toFixed()}`);
    }
    const house = Object.entries(state.house[coin] ?? {});
    for (const [reason] of house)
      if (!EXCHANGE_REASONS.has(reason)) problems.push(`exchange movement of coin ${coin} for ${reason}`);
    const houseTotal = house.reduce((running, [, value]) => running.plus(value), new Big(0));
    if (!total.plus(houseTotal).eq(0))
      problems.push(`coin ${coin}: users ${total.toFixed()} + exchange ${houseTotal.toFixed()} is not zero`);
  }
  return problems;
}
