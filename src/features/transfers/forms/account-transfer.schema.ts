import { object } from 'yup';
import { transferBetweenAccountsRules as rules, type FormBody } from '../../../gen/form-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import type { FundAccount } from '../../../shared/lib/wallet/fund-accounts';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';

/** The form's one message for a field left empty, whatever of the contract's rules of that field it breaks. */
const PICK_MESSAGES = { required: VALIDATION.required, type: VALIDATION.required };

/**
 * A transfer as the contract's transferBetweenAccounts takes it (a coin's id, two of the user's accounts, a positive
 * amount), with what it cannot say: two different accounts, and at most the available balance of the source in
 * eight decimals (the form's precision, finer than the contract's: it speaks first).
 */
export function accountTransferSchema(available: string, unit: string) {
  return object({
    currency: rules.currency_id(PICK_MESSAGES),
    from: rules.from_field(PICK_MESSAGES),
    to: rules
      .to_field(PICK_MESSAGES)
      .test('different', 'transfers:sameAccount', (to, context) => to !== context.parent.from),
    amount: decimalRule({ max: available, maxDecimals: 8, unit }).test(
      contractRule(rules.number({ required: VALIDATION.amount })),
    ),
  });
}

/** The coin by id as its picker holds it (text), the two accounts and the amount as typed. */
export type AccountTransferValues = { currency: string; from: FundAccount; to: FundAccount; amount: string };

/** The body the form's values submit. */
export const accountTransferBody = (values: AccountTransferValues): FormBody<'transferBetweenAccounts'> => ({
  currency_id: Number(values.currency),
  number: values.amount,
  from_field: values.from,
  to_field: values.to,
});
