/**
 * Futures on the futures (`lever`) account, isolated margin per position. Opening takes the margin (price x lots x
 * lot size / leverage) into the frozen balance and the opening fee (percent of the value) to the exchange; the
 * opening price carries the pair's spread. A limit order freezes margin and fee and opens when the price reaches
 * it. Take-profit, stop-loss and liquidation (the loss reaching the margin) close an open position by themselves at
 * the first trade that reaches them, at its price and instant, and push `lever_closed`; an overnight fee is taken
 * from the margin per day held. Closing returns the margin plus the profit or less the loss. The pair's settings
 * are the quotation list's (lot size, fee, spread, lot limits, overnight rate).
 */
import type { Domain } from '../../domain.ts';
import { futuresHandlers } from './handlers.ts';
import { publishPositions } from './positions.ts';
import { futuresDue } from './settlement.ts';

export const futuresDomain: Domain = {
  name: 'futures',
  handlers: futuresHandlers,
  due: futuresDue,
  publish: publishPositions,
};
