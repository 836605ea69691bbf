import { describe, expect, it } from 'vitest';
import { itAcceptsEach, itRefusesEach } from '../../../shared/testing/schema-cases';
import { fieldError } from '../../../shared/testing/field-error';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { resellSchema } from './resell.schema';

const R = {
  startRequired: 'nft:resell.startRequired',
  endRequired: 'nft:resell.endRequired',
  endBeforeStart: 'nft:resell.endBeforeStart',
  endPassed: 'nft:resell.endPassed',
};

const now = new Date('2026-11-23T12:00').getTime();
const schema = resellSchema(now);
const fixedPrice = { type: 'normal', price: '150', add_price: '', start_time: '', end_time: '' };
const auction = {
  type: 'auction',
  price: '150',
  add_price: '5',
  start_time: '2026-11-24T10:00',
  end_time: '2026-11-26T10:00',
};

describe('resellSchema', () => {
  itAcceptsEach(schema, [
    ['a fixed-price resale with a price alone', fixedPrice],
    ['an auction with its raise and window', auction],
  ]);

  itRefusesEach(schema, auction, [
    ['price', '', M.price],
    ['price', '0', M.price],
    ['price', 'ten', M.price],
    ['price', '1.123456789', withParams(M.tooManyDecimals, { decimals: 8 })],
    ['add_price', '', M.price],
    ['add_price', '-1', M.price],
    ['start_time', '', R.startRequired],
    ['end_time', '', R.endRequired],
    ['end_time', '2026-11-24T10:00', R.endBeforeStart],
    ['end_time', '2026-11-23T09:00', R.endBeforeStart],
  ]);

  it('takes only the kinds of resale the contract names', async () => {
    expect(await fieldError(schema, { ...auction, type: 'raffle' }, 'type')).toBe('validation:notAllowed');
  });

  it('refuses an end already passed', async () => {
    expect(
      await fieldError(
        schema,
        { ...auction, start_time: '2026-11-20T10:00', end_time: '2026-11-22T10:00' },
        'end_time',
      ),
    ).toBe(R.endPassed);
  });
});
