import type { KlineBar } from '../../gen/model';

/** A BTC/USDT minute bar of the contract's shape at `timeMs`, open, high, low and close all at `close`. */
export const flatBar = (timeMs: number, close: number): KlineBar => ({
  id: timeMs / 1000,
  period: '1min',
  'base-currency': 'BTC',
  'quote-currency': 'USDT',
  open: close,
  close,
  high: close,
  low: close,
  vol: 1,
  amount: 1,
  time: timeMs,
  volume: 1,
});
