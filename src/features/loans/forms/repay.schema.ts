import { object } from 'yup';
import { repayOtcLoanRules as rules } from '../../../gen/form-rules';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/**
 * A repayment: at most what is still owed (the whole of it at one tap), in the loan coin's eight decimals (the
 * form's precision, finer than the contract's: it speaks first), then the amount as the contract's repayOtcLoan
 * takes it.
 */
export const repaySchema = (owed: string, unit: string) =>
  object({
    amount: decimalRule({ max: owed, maxDecimals: 8, maxReason: 'aboveMaximum', unit }).test(
      contractRule(rules.amount({ required: VALIDATION.amount })),
    ),
  });
