import { object, string } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/** A conversion of two different coins; the amount plus its fee within the spot balance (`max`). */
export const conversionSchema = (max: string, unit: string) =>
  object({
    from: string().required(VALIDATION.choose),
    to: string()
      .required(VALIDATION.choose)
      .test('different', 'transfers:sameCoin', (to, context) => to !== context.parent.from),
    amount: decimalRule({ max, maxDecimals: 8, unit }),
  });

export type ConversionValues = { from: string; to: string; amount: string };
