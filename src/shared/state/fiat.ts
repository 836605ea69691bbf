import type { FiatRate } from '../../gen/model';
import { FIAT_CACHE_MS } from '../config/constants';
import type { SelectedFiat } from './preferences-store';

/** The selected fiat's rate is refetched when it was saved more than an hour ago. */
export const isFiatStale = (fiat: SelectedFiat, now = Date.now()) => now - fiat.saveTime > FIAT_CACHE_MS;

/** The selected fiat with the latest rate from the list, or null when the list lacks it. */
export function refreshedFiat(fiat: SelectedFiat, rates: FiatRate[]) {
  const match = rates.find((rate) => rate.currency_code === fiat.currency_code);
  return match ? { currency_code: match.currency_code, rate: match.rate } : null;
}
