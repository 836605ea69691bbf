import Big from 'big.js';
import { DEFAULT_FIAT } from '../../config/constants';
import { toBig, type DecimalInput } from './decimal';
import { formatAmount, NO_VALUE } from './number';

export type FiatChoice = { currency_code: string; rate: string };

/** An amount in USDT in the chosen fiat currency (amount x rate; JPY at 153 by default), or null. */
function toFiat(usdt: DecimalInput, fiat: FiatChoice = DEFAULT_FIAT): Big | null {
  const amount = toBig(usdt);
  const rate = toBig(fiat.rate);
  if (!amount || !rate) return null;
  return amount.times(rate);
}

const SYMBOLS: Record<string, string> = {
  JPY: '¥',
  USD: '$',
  EUR: '€',
  GBP: '£',
  KRW: '₩',
  THB: '฿',
  CNY: '¥',
  HKD: 'HK$',
};

/** "≈ ¥15,300.00"-style text of a USDT amount in the chosen fiat currency. */
export function formatFiat(usdt: DecimalInput, fiat: FiatChoice = DEFAULT_FIAT, precision = 2): string {
  const value = toFiat(usdt, fiat);
  if (!value) return NO_VALUE;
  const symbol = SYMBOLS[fiat.currency_code];
  const amount = formatAmount(value, precision);
  return symbol ? `${symbol}${amount}` : `${amount} ${fiat.currency_code}`;
}
