import { describe, expect, it } from 'vitest';
import type { FiatRate } from '../../gen/model';
import { isFiatStale, refreshedFiat } from './fiat';

const hour = 60 * 60 * 1000;
const rate = (currency_code: string, value: string) => ({ currency_code, rate: value }) as FiatRate;

describe('selected fiat', () => {
  it('is stale when saved more than an hour ago (and never saved means stale)', () => {
    const now = 10 * hour;
    expect(isFiatStale({ currency_code: 'JPY', rate: '153', saveTime: 0 }, now)).toBe(true);
    expect(isFiatStale({ currency_code: 'JPY', rate: '153', saveTime: now - hour }, now)).toBe(false);
    expect(isFiatStale({ currency_code: 'JPY', rate: '153', saveTime: now - hour - 1 }, now)).toBe(true);
  });

  it('takes the latest rate of the selected currency from the list', () => {
    const fiat = { currency_code: 'JPY', rate: '153', saveTime: 0 };
    expect(refreshedFiat(fiat, [rate('USD', '1'), rate('JPY', '151.2')])).toEqual({
      currency_code: 'JPY',
      rate: '151.2',
    });
    expect(refreshedFiat(fiat, [rate('USD', '1')])).toBeNull();
  });
});
