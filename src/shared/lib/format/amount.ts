import { COIN_PRECISION, DEFAULT_PRECISION } from '../../config/coin-precision';
import type { DecimalInput } from './decimal';
import { formatAmount } from './number';

/**
 * Digits after the point the coin's amounts show with (two for a coin the catalogue does not name).
 * @internal exported for its tests
 */
export const coinPrecision = (coin: string | undefined): number =>
  (coin && Object.hasOwn(COIN_PRECISION, coin) ? COIN_PRECISION[coin] : undefined) ?? DEFAULT_PRECISION;

/**
 * An amount of a coin as every screen shows it: the coin's precision, rounded down (never more than the user
 * has), trailing zeros kept, digits grouped: ("12044.6164775", "USDT") -> "12,044.616477"; "--" when it is not a
 * number.
 */
export const formatCoinAmount = (value: DecimalInput, coin: string | undefined): string =>
  formatAmount(value, coinPrecision(coin));
