import { object } from 'yup';
import { convertCoinRules as rules, type FormBody } from '../../../gen/form-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/** A coin not picked yet is one to choose, whatever of the contract's rules of a currency id it breaks. */
const COIN_MESSAGES = { required: VALIDATION.choose, type: VALIDATION.choose };

/**
 * A conversion as the contract's convertCoin takes it (two coins' ids, a positive amount), with what it cannot say:
 * two different coins, and the amount plus its fee within the spot balance (`max`) in eight decimals at most (the
 * form's precision, finer than the contract's: it speaks first).
 */
export const conversionSchema = (max: string, unit: string) =>
  object({
    from: rules.from_currency_id(COIN_MESSAGES),
    to: rules
      .to_currency_id(COIN_MESSAGES)
      .test('different', 'transfers:sameCoin', (to, context) => to !== context.parent.from),
    amount: decimalRule({ max, maxDecimals: 8, unit }).test(
      contractRule(rules.number({ required: VALIDATION.amount })),
    ),
  });

/** The coins by id as the pickers hold them (text), and the amount as typed. */
export type ConversionValues = { from: string; to: string; amount: string };

/** The body the confirmed values submit, at the quote the user was shown. */
export const conversionBody = (values: ConversionValues, quoteId: string): FormBody<'convertCoin'> => ({
  number: values.amount,
  from_currency_id: Number(values.from),
  to_currency_id: Number(values.to),
  quote_id: quoteId,
});
