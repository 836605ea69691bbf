import Big from 'big.js';
import { toBig, type DecimalInput } from '../../../shared/lib/format/decimal';

/** The quote-currency total of a spot order and its fee (`feePercent` of the total), or null until both inputs are numbers. */
export function estimateSpot(price: DecimalInput, amount: DecimalInput, feePercent: DecimalInput) {
  const [unit, quantity] = [toBig(price), toBig(amount)];
  if (!unit || !quantity) return null;
  const total = unit.times(quantity);
  const fee = total.times(toBig(feePercent) ?? 0).div(100);
  return { total, fee };
}

/** The most base currency `funds` (quote currency) buy at `price`, cut to `precision` decimals. */
export function maxBuyable(funds: DecimalInput, price: DecimalInput, precision: number): string {
  const [money, unit] = [toBig(funds), toBig(price)];
  if (!money || !unit || unit.lte(0)) return '0';
  return money.div(unit).toFixed(precision, Big.roundDown);
}
