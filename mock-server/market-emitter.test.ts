import { describe, expect, it } from 'vitest';
import { emitterOptionsFromEnv } from './market-emitter.ts';

describe('the market options of npm run mock', () => {
  it('reads MOCK_VOLATILITY as a multiplier of every pair, and refuses what is not a positive number', () => {
    expect(emitterOptionsFromEnv({ MOCK_VOLATILITY: '3' }).volatility).toBe(3);
    expect(emitterOptionsFromEnv({}).volatility).toBeUndefined();
    expect(() => emitterOptionsFromEnv({ MOCK_VOLATILITY: '0' })).toThrow(/MOCK_VOLATILITY/);
    expect(() => emitterOptionsFromEnv({ MOCK_VOLATILITY: 'wild' })).toThrow(/MOCK_VOLATILITY/);
  });
});
