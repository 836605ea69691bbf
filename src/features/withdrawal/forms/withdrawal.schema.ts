import { object, string } from 'yup';
import { submitWithdrawalRules, type FormBody } from '../../../gen/form-rules';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { CODE_MESSAGES, VALIDATION } from '../../../shared/lib/validation/messages';

/** What the withdrawal form is checked against: the coin's minimum and the available spot balance. */
export type WithdrawalLimits = { min: string; available: string; unit: string };

/** 0 an on-chain address, 1 the domestic bank card, 2 the international bank card (the contract's `type`). */
const DESTINATIONS = ['0', '1', '2'] as const;
/** The contract's `type` of each bank card destination. */
const BANK_CARD_TYPES = { '1': 1, '2': 2 } as const;

/** What the contract states of the withdrawal body: the address and fund password lengths, the six-digit code. */
const body = submitWithdrawalRules;

/**
 * The contract's rules of the withdrawal body, and what it cannot say: an address only for an on-chain
 * destination, an amount at least the coin's minimum and at most the balance the user holds.
 */
export function withdrawalSchema({ min, available, unit }: WithdrawalLimits) {
  return object({
    destination: string().oneOf(DESTINATIONS).required(VALIDATION.choose),
    address: string().when('destination', {
      is: '0',
      // letters and digits only: no chain's address has another character (the server checks the chain's format)
      then: () =>
        body
          .address({ min: VALIDATION.walletAddress, max: VALIDATION.walletAddress })
          .trim()
          .required(VALIDATION.required)
          .matches(/^[A-Za-z0-9]+$/, VALIDATION.walletAddress),
    }),
    amount: decimalRule({ min, max: available, maxDecimals: 8, unit }),
    pay_password: body.pay_password({ min: VALIDATION.passwordTooShort }).trim(),
    code: body.code(CODE_MESSAGES).trim(),
  });
}

export type WithdrawalValues = {
  destination: (typeof DESTINATIONS)[number];
  address: string;
  amount: string;
  pay_password: string;
  code: string;
};

/** The body the form's values submit: an address only to an on-chain destination, the fee the user was shown. */
export function withdrawalBody(
  values: WithdrawalValues,
  { currency, rate }: { currency: number; rate: string },
): FormBody<'submitWithdrawal'> {
  const common = { currency, number: values.amount, rate, pay_password: values.pay_password, code: values.code };
  return values.destination === '0'
    ? { ...common, type: 0, address: values.address }
    : { ...common, type: BANK_CARD_TYPES[values.destination] };
}
