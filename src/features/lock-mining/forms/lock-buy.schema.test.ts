import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { lockBuySchema } from './lock-buy.schema';

const usdt = lockBuySchema({ min: '500.00000000', max: '200000.00000000', balance: '12000.5', unit: 'USDT' });
const amountError = (schema: typeof usdt, amount: string) => fieldError(schema, { amount }, 'amount');

describe('lockBuySchema', () => {
  it('accepts the minimum, the whole balance and 8 decimals', async () => {
    expect(await amountError(usdt, '500')).toBeUndefined();
    expect(await amountError(usdt, '12000.5')).toBeUndefined();
    expect(await amountError(usdt, '600.12345678')).toBeUndefined();
  });

  itReturnsEach('%j -> %s', (amount: string) => amountError(usdt, amount), [
    ['', M.amount],
    ['abc', M.amount],
    ['0', M.amount],
    ['499.99', withParams(M.belowMinimum, { min: '500 USDT' })],
    ['12000.51', M.insufficientBalance],
    ['1.123456789', withParams(M.tooManyDecimals, { decimals: 8 })],
  ]);

  it("refuses above the product's maximum when the balance is larger", async () => {
    const rich = lockBuySchema({ min: '0.05', max: '20', balance: '31', unit: 'BTC' });
    expect(await amountError(rich, '20.1')).toBe(withParams(M.aboveMaximum, { max: '20 BTC' }));
    expect(await amountError(rich, '20')).toBeUndefined();
  });
});
