import { number, object, string } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

export type LoanLimits = { min: string; max: string; maxLeverage: number; coins: string[] };

const CONTACT = /^(\d{4,12}|[^@\s]+@[^@\s]+\.[A-Za-z]{2,})$/;
const MIN_TERM_DAYS = 7;
const MAX_TERM_DAYS = 365;

/** An OTC loan application: 500,000 to 10,000,000 USDT, coins of the desk, a UID or e-mail, 1-3x, 7-365 days. */
export function loanApplicationSchema({ min, max, maxLeverage, coins }: LoanLimits) {
  return object({
    amount: decimalRule({ min, max, maxDecimals: 2, maxReason: 'aboveMaximum', unit: 'USDT' }),
    currency: string().required(VALIDATION.choose).oneOf(coins, VALIDATION.choose),
    margin_currency: string().required(VALIDATION.choose).oneOf(coins, VALIDATION.choose),
    contact: string().trim().required(VALIDATION.required).matches(CONTACT, 'loans:contactFormat'),
    leverage: number().required(VALIDATION.choose).integer().min(1).max(maxLeverage, 'loans:leverageMax'),
    term: number()
      .typeError('loans:termRange')
      .required(VALIDATION.required)
      .integer('loans:termRange')
      .min(MIN_TERM_DAYS, 'loans:termRange')
      .max(MAX_TERM_DAYS, 'loans:termRange'),
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
