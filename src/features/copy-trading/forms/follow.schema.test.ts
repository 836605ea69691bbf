import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { withParams } from '../../../shared/lib/validation/message-params';
import { followBody, followSchema, type FollowMode, type FollowValues } from './follow.schema';

const F = {
  multipleRequired: 'copy-trading:form.multipleRequired',
  multiple: 'copy-trading:form.multipleInvalid',
  multipleDecimals: 'copy-trading:form.multipleDecimals',
  agreement: 'copy-trading:form.agreementRequired',
};

const schema = followSchema({ balance: '1500.25' });
const valid: FollowValues = { type: '1', number: '1.555', amount: '', agreed: true };
const errorOf = (values: Partial<FollowValues>, field: keyof FollowValues) =>
  fieldError(schema, { ...valid, ...values }, field);

describe('followSchema', () => {
  it('accepts a multiple above 1 with more decimals (it is rounded), a cap within the balance and no cap', async () => {
    expect(await errorOf({}, 'number')).toBeUndefined();
    expect(await errorOf({ number: '0.25' }, 'number')).toBeUndefined();
    expect(await errorOf({ number: '4.996' }, 'number')).toBeUndefined();
    expect(await errorOf({ amount: '1500.25' }, 'amount')).toBeUndefined();
    expect(await errorOf({ amount: '' }, 'amount')).toBeUndefined();
  });

  const multipleError = (number: string) => errorOf({ number }, 'number');
  itReturnsEach('refuses the multiple %j', multipleError, [
    ['', F.multipleRequired],
    ['abc', F.multiple],
    ['0', F.multiple],
    ['0.555', F.multipleDecimals],
    ['0.001', F.multipleDecimals],
    ['5.01', withParams(M.aboveMaximum, { max: 5 })],
    ['5.005', withParams(M.aboveMaximum, { max: 5 })],
  ]);

  it('takes whole lots from 1 to 5 in the fixed-lots mode', async () => {
    expect(await errorOf({ type: '2', number: '3' }, 'number')).toBeUndefined();
    expect(await errorOf({ type: '2', number: '1.5' }, 'number')).toBe(M.quantityInteger);
    expect(await errorOf({ type: '2', number: '6' }, 'number')).toBe(withParams(M.aboveMaximum, { max: 5 }));
    expect(await errorOf({ type: '2', number: '' }, 'number')).toBe(M.quantityRequired);
  });

  it('refuses a cap above the futures balance and one with more than two decimals', async () => {
    expect(await errorOf({ amount: '1500.26' }, 'amount')).toBe(M.insufficientBalance);
    expect(await errorOf({ amount: '10.123' }, 'amount')).toBe(withParams(M.tooManyDecimals, { decimals: 2 }));
  });

  it('takes only the modes the contract names', async () => {
    expect(await errorOf({ type: '3' as FollowMode }, 'type')).toBe('validation:notAllowed');
  });

  it('submits the mode as the contract numbers it, the number as sent, and a cap only when typed', () => {
    expect(followBody({ ...valid, type: '2', number: ' 3 ' }, 2051)).toEqual({
      trader_user_id: 2051,
      type: 2,
      number: 3,
    });
    expect(followBody({ ...valid, amount: ' 250.5 ' }, 2051)).toEqual({
      trader_user_id: 2051,
      type: 1,
      number: 1.56,
      amount: '250.5',
    });
  });

  it('needs the copy agreement accepted', async () => {
    expect(await errorOf({ agreed: false }, 'agreed')).toBe(F.agreement);
  });
});
