import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { dualPurchaseSchema } from './dual-purchase.schema';

// 0.1 BTC a share, at most 50 shares, 0.75 BTC available: 7 shares are affordable, 8 are not
const schema = dualPurchaseSchema({ maxShares: 50, sharePrice: '0.1', balance: '0.75' });
const sharesError = (shares: string) => fieldError(schema, { shares }, 'shares');

describe('dualPurchaseSchema', () => {
  it('accepts whole shares the balance pays for', async () => {
    expect(await sharesError('1')).toBeUndefined();
    expect(await sharesError(' 7 ')).toBeUndefined();
  });

  itReturnsEach('%j -> %s', sharesError, [
    ['', M.quantityRequired],
    ['1.5', M.quantityInteger],
    ['2.0', M.quantityInteger],
    ['abc', M.number],
    ['0', withParams(M.belowMinimum, { min: 1 })],
    ['8', M.insufficientBalance],
    ['51', withParams(M.aboveMaximum, { max: 50 })],
  ]);

  it('leaves the balance to the server while it loads', async () => {
    const loading = dualPurchaseSchema({ maxShares: 50, sharePrice: '0.1' });
    expect(await fieldError(loading, { shares: '40' }, 'shares')).toBeUndefined();
  });
});
