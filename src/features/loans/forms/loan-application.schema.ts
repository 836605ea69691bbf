import { object, string } from 'yup';
import { applyOtcLoanRules as rules } from '../../../gen/form-rules';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

export type LoanLimits = { min: string; max: string; maxLeverage: number; coins: string[] };

const CONTACT_FORMAT = 'loans:contactFormat';
const TERM_RANGE = 'loans:termRange';

/**
 * An OTC loan application, as the contract bounds it (a UID or an e-mail address to be reached at, a term of a week
 * to a year), with what only the desk knows: its amounts, its coins and its highest leverage.
 */
export function loanApplicationSchema({ min, max, maxLeverage, coins }: LoanLimits) {
  return object({
    amount: decimalRule({ min, max, maxDecimals: 2, maxReason: 'aboveMaximum', unit: 'USDT' }),
    currency: string().required(VALIDATION.choose).oneOf(coins, VALIDATION.choose),
    margin_currency: string().required(VALIDATION.choose).oneOf(coins, VALIDATION.choose),
    contact: rules.contact({ min: CONTACT_FORMAT, max: CONTACT_FORMAT, pattern: CONTACT_FORMAT }).trim(),
    leverage: rules
      .leverage({ max: 'loans:leverageMax' })
      .required(VALIDATION.choose)
      .max(maxLeverage, 'loans:leverageMax'),
    // a request without a term gets the contract's default; this form asks the user for one
    term: rules
      .term({ type: TERM_RANGE, integer: TERM_RANGE, min: TERM_RANGE, max: TERM_RANGE })
      .required(VALIDATION.required),
  });
}

export type LoanApplicationValues = {
  amount: string;
  currency: string;
  margin_currency: string;
  contact: string;
  leverage: string;
  term: string;
};
