import { describe, expect, it } from 'vitest';
import { firstError } from '../../../shared/testing/first-error';
import { conversionSchema } from './conversion.schema';

const errorOf = (values: Record<string, string>) => firstError(conversionSchema('100', 'USDT'), values);

describe('conversion form', () => {
  it('accepts two different coins and an amount within what the balance covers', async () => {
    expect(await errorOf({ from: '3', to: '1', amount: '100' })).toBeNull();
  });

  it('refuses the same coin twice and more than the balance covers', async () => {
    expect(await errorOf({ from: '3', to: '3', amount: '1' })).toBe('transfers:sameCoin');
    expect(await errorOf({ from: '3', to: '1', amount: '100.00000001' })).toBe('money:insufficientBalance');
  });

  it('asks for a coin not picked yet, not for a number', async () => {
    expect(await errorOf({ from: '3', to: '', amount: '1' })).toBe('validation:choose');
  });
});
