import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { bidSchema } from './bid.schema';

const BID_TOO_LOW = 'nft:bid.tooLow';

const schema = bidSchema(new Big('330'), 'USDT');
const error = (price: string) => fieldError(schema, { price }, 'price');

describe('bidSchema', () => {
  it.each(['330', '330.5', '1000'])('accepts %s', async (price) => {
    expect(await error(price)).toBeUndefined();
  });

  itReturnsEach('%j -> %s', error, [
    ['', M.price],
    ['abc', M.price],
    ['-5', M.price],
    ['0', M.price],
    ['1,000', M.price],
    ['330.123456789', withParams(M.tooManyDecimals, { decimals: 8 })],
    ['320', withParams(BID_TOO_LOW, { min: '330 USDT' })],
    ['329.99', withParams(BID_TOO_LOW, { min: '330 USDT' })],
  ]);

  it('groups the thousands of the least bid', async () => {
    expect(await fieldError(bidSchema(new Big('1250.5'), 'ETH'), { price: '1000' }, 'price')).toBe(
      withParams(BID_TOO_LOW, { min: '1,250.5 ETH' }),
    );
  });
});
