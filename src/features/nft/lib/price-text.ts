import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { NO_VALUE } from '../../../shared/lib/format/number';

/** An NFT amount with its coin, in the coin's precision as every balance ("0.85000000 ETH", "1,250.000000 USDT"). */
export const priceText = (value: string | undefined, unit: string) =>
  value === undefined ? NO_VALUE : `${formatCoinAmount(value, unit)} ${unit}`;
