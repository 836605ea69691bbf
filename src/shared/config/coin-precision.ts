/**
 * Digits after the point a coin's amounts show with, as the exchange's coin catalogue (`decimal_scale` of
 * listCurrencies) sets them. Balances arrive from the API with more digits than a coin shows; every screen cuts
 * them to these so that one balance reads the same everywhere.
 */
export const COIN_PRECISION: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  USDT: 6,
  LTC: 8,
  XRP: 6,
  SOL: 8,
  DOGE: 8,
};

/** A coin the catalogue does not name shows two decimals (specification section 9: default precision two). */
export const DEFAULT_PRECISION = 2;
