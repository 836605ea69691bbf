import { formatPrice, NO_VALUE } from '../../../shared/lib/format/number';

/** An NFT amount with its coin, up to 8 decimals as coins are priced ("0.85 ETH", "1,250 USDT"). */
export const priceText = (value: string | undefined, unit: string) =>
  value === undefined ? NO_VALUE : `${formatPrice(value, 8)} ${unit}`;
