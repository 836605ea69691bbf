import { object, string, type Schema } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { inputTime } from '../lib/date-input';

const RESELL_MESSAGES = {
  startRequired: 'nft:resell.startRequired',
  endRequired: 'nft:resell.endRequired',
  endBeforeStart: 'nft:resell.endBeforeStart',
  endPassed: 'nft:resell.endPassed',
} as const;

/**
 * A resale: a correct price; an auction also needs a correct per-raise amount and its window, whose end is later
 * than its start and than `now` (a fixed-price resale has no end).
 */
export function resellSchema(now: number) {
  const auction = (rule: Schema) =>
    string().when('type', { is: 'auction', then: () => rule, otherwise: (plain) => plain.optional() });
  return object({
    type: string().oneOf(['normal', 'auction']).required(VALIDATION.choose),
    price: decimalRule({ kind: 'price', maxDecimals: 8 }),
    add_price: auction(decimalRule({ kind: 'price', maxDecimals: 8 })),
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
