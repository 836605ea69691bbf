import { object } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';

/** A repayment: at most what is still owed (the whole of it at one tap). */
export const repaySchema = (owed: string, unit: string) =>
  object({ amount: decimalRule({ max: owed, maxDecimals: 8, maxReason: 'aboveMaximum', unit }) });
