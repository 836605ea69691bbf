/**
 * What falls due on futures by itself: each night's overnight fee, a limit order opening, and a take-profit,
 * stop-loss or liquidation closing a position at the first trade that reaches it.
 */
import Big from 'big.js';
import type { Domain, DueEvent, SandboxTools } from '../../domain.ts';
import { frozen } from '../../money/wallets.ts';
import type { UserState } from '../../state/types.ts';
import { close, open } from './orders.ts';
import {
  type CloseReason,
  DAY_MS,
  LEVER,
  type Position,
  currentMargin,
  futuresOf,
  isLong,
  positionRow,
} from './positions.ts';

/** One night's fee, taken from the margin (at most what is left of it), with the tools of the night's end. */
function chargeNight(tools: SandboxTools, user: UserState, position: Position): void {
  position.lastOvernightAt = tools.now;
  const due = new Big(position.margin).times(position.overnightPercent).div(100);
  const charge = due.gt(currentMargin(position)) ? currentMargin(position) : due;
  tools.wallets.exchange(user, frozen(LEVER), {
    currencyId: position.legalId,
    amount: charge.times(-1),
    reason: 'lever_overnight',
    memo: `${position.symbol} #${position.id}`,
  });
  position.overnightMoney = new Big(position.overnightMoney).plus(charge).toFixed();
}

/**
 * What the market does next to a position, at the first trade that does it: a limit order opening at its price, or
 * an open position's take-profit, stop-loss or liquidation closing it at that trade's price (beyond the level when
 * the market gapped over it), dated then, however long after the clock jumped past it. Levels apply from the
 * instant they were set: the order, the opening, the last night's fee (which lowers the margin) or a change of
 * take-profit or stop-loss; every earlier trade was already looked at, in time order, with the levels of then.
 */
function nextTrigger(tools: SandboxTools, position: Position): DueEvent | undefined {
  const pair = tools.market.pairBySymbol(position.symbol);
  if (!pair) return undefined;
  const long = isLong(position);
  if (position.status === 0) {
    const reached = tools.market.firstReach(
      pair,
      position.createdAt,
      new Big(position.targetPrice),
      long ? 'below' : 'above',
    );
    return (
      reached && {
        at: reached.time,
        run: (then) => open(then, then.user, position, new Big(position.targetPrice)),
      }
    );
  }
  if (position.status !== 1) return undefined;
  const since = Math.max(
    position.openedAt ?? position.createdAt,
    position.lastOvernightAt ?? 0,
    position.stopsSetAt ?? 0,
  );
  const opening = new Big(position.price);
  // how far the price may go against the position before the loss takes the whole margin left
  const wiped = currentMargin(position).div(position.number);
  const levels: Array<[Exclude<CloseReason, 'manual' | 'trader_closed'>, Big, 'below' | 'above']> = [];
  if (new Big(position.takeProfit).gt(0))
    levels.push(['take_profit', new Big(position.takeProfit), long ? 'above' : 'below']);
  if (new Big(position.stopLoss).gt(0))
    levels.push(['stop_loss', new Big(position.stopLoss), long ? 'below' : 'above']);
  levels.push(['liquidation', long ? opening.minus(wiped) : opening.plus(wiped), long ? 'below' : 'above']);
  let first: { reason: (typeof levels)[number][0]; time: number; price: Big } | undefined;
  // on one trade reaching two levels, the first listed wins (a take-profit before a stop-loss before a liquidation)
  for (const [reason, level, side] of levels) {
    const reached = tools.market.firstReach(pair, since, level, side);
    if (reached && (!first || reached.time < first.time)) first = { reason, ...reached };
  }
  if (!first) return undefined;
  const { reason, time, price } = first;
  return {
    at: time,
    run: (then) => {
      close(then, then.user, position, price, reason);
      then.push(then.user, 'lever_closed', {
        type: 'lever_closed',
        to: then.user.id,
        id: [position.id],
        reason,
        positions: [positionRow(then, then.user.id, position)],
      });
    },
  };
}

export const futuresDue: NonNullable<Domain['due']> = (context) =>
  futuresOf(context.user).positions.flatMap((position) => {
    const events: DueEvent[] = [];
    // an open position's next night: its fee is taken a day after the last one, dated then
    if (position.status === 1 && position.lastOvernightAt !== undefined)
      events.push({ at: position.lastOvernightAt + DAY_MS, run: (then) => chargeNight(then, then.user, position) });
    const reached = nextTrigger(context, position);
    if (reached) events.push(reached);
    return events;
  });
