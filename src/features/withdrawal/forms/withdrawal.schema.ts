import { object, string } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { codeRule, requiredText } from '../../../shared/lib/validation/rules';

/** What the withdrawal form is checked against: the coin's minimum and the available spot balance. */
export type WithdrawalLimits = { min: string; available: string; unit: string };

/** 0 an on-chain address, 1 the domestic bank card, 2 the international bank card (the contract's `type`). */
const DESTINATIONS = ['0', '1', '2'] as const;

export function withdrawalSchema({ min, available, unit }: WithdrawalLimits) {
  return object({
    destination: string().oneOf(DESTINATIONS).required(VALIDATION.choose),
    address: string()
      .trim()
      .when('destination', {
        is: '0',
        then: (rule) => rule.required(VALIDATION.required).matches(/^[A-Za-z0-9]{20,128}$/, VALIDATION.walletAddress),
      }),
    amount: decimalRule({ min, max: available, maxDecimals: 8, unit }),
    pay_password: requiredText(32).min(6, VALIDATION.passwordTooShort),
    code: codeRule(),
  });
}

export type WithdrawalValues = {
  destination: (typeof DESTINATIONS)[number];
  address: string;
  amount: string;
  pay_password: string;
  code: string;
};
