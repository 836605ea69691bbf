import { object } from 'yup';
import { submitDepositRequestRules as rules } from '../../../gen/form-rules';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/**
 * A declared deposit: the amount paid (at least the channel's minimum, if any) and the payment voucher, an uploaded
 * picture as the contract takes it (the body's `account`).
 */
export function depositSchema({ min, unit }: { min?: string; unit: string }) {
  return object({
    amount: decimalRule({ min, maxDecimals: 8, unit }),
    voucher: rules.account({ required: VALIDATION.imageRequired, pattern: VALIDATION.imageRequired }),
  });
}

export type DepositValues = { amount: string; voucher: string };
