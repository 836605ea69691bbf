import { object, string } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/** A transfer between two different accounts of the user, at most the available balance of the source. */
export function accountTransferSchema(available: string, unit: string) {
  return object({
    currency: string().required(VALIDATION.required),
    from: string().required(VALIDATION.required),
    to: string()
      .required(VALIDATION.required)
      .test('different', 'transfers:sameAccount', (to, context) => to !== context.parent.from),
    amount: decimalRule({ max: available, maxDecimals: 8, unit }),
  });
}

export type AccountTransferValues = { currency: string; from: string; to: string; amount: string };
