import { object, string, type Schema, type StringSchema } from 'yup';
import { resellNftArtworkRules as rules } from '../../../gen/form-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { MONEY_VALIDATION } from '../../../shared/lib/validation/messages';
import { inputTime } from '../lib/date-input';

const RESELL_MESSAGES = {
  startRequired: 'nft:resell.startRequired',
  endRequired: 'nft:resell.endRequired',
  endBeforeStart: 'nft:resell.endBeforeStart',
  endPassed: 'nft:resell.endPassed',
} as const;

/** The form's one message for a price the contract's resellNftArtwork would not take. */
const PRICE_MESSAGES = { required: MONEY_VALIDATION.price, pattern: MONEY_VALIDATION.price };

/** A correct price in the market's 8 decimals (finer than the contract's: it speaks first), as the contract takes it. */
const price = (contract: StringSchema<string | undefined>) =>
  decimalRule({ kind: 'price', maxDecimals: 8 }).test(contractRule(contract));

/**
 * A resale as the contract's resellNftArtwork takes it (its kind and prices); an auction also needs a per-raise
 * amount and its window, whose end is later than its start and than `now` (a fixed-price resale has no end).
 */
export function resellSchema(now: number) {
  const auction = (rule: Schema) =>
    string().when('type', { is: 'auction', then: () => rule, otherwise: (plain) => plain.optional() });
  return object({
    type: rules.type(),
    price: price(rules.price(PRICE_MESSAGES)),
    // optional in the contract, required of an auction: a rule across fields
    add_price: auction(price(rules.add_price(PRICE_MESSAGES)).required(MONEY_VALIDATION.price)),
    // the window as typed in datetime-local inputs, which toResellBody converts into the contract's format
    start_time: auction(string().required(RESELL_MESSAGES.startRequired)),
    end_time: auction(
      string()
        .required(RESELL_MESSAGES.endRequired)
        .test('after-start', RESELL_MESSAGES.endBeforeStart, function afterStart(value) {
          const start = inputTime(this.parent.start_time as string);
          return Number.isNaN(start) || inputTime(value) > start;
        })
        .test('in-future', RESELL_MESSAGES.endPassed, (value) => inputTime(value) > now),
    ),
  });
}

/** What the resale form holds: the texts as typed (datetime-local values for the window). */
export type ResellValues = {
  type: 'normal' | 'auction';
  price: string;
  add_price: string;
  start_time: string;
  end_time: string;
};
