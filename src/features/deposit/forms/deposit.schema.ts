import { object } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { uploadedImageRule } from '../../../shared/lib/validation/rules';

/** A declared deposit: the amount paid (at least the channel's minimum, if any) and the payment voucher. */
export function depositSchema({ min, unit }: { min?: string; unit: string }) {
  return object({
    amount: decimalRule({ min, maxDecimals: 8, unit }),
    voucher: uploadedImageRule(),
  });
}

export type DepositValues = { amount: string; voucher: string };
