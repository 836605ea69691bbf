import { object } from 'yup';
import { applyCopyTraderRules as rules, type RuleBounds } from '../../../gen/form-rules';
import { withParams } from '../../../shared/lib/validation/message-params';

export type ApplyValues = { introduction: string; contact: string };

const APPLY_MESSAGES = {
  introductionRequired: 'copy-trading:apply.introductionRequired',
  introductionLength: 'copy-trading:apply.introductionLength',
  contactTooLong: 'copy-trading:apply.contactTooLong',
} as const;

/** "Write 10 to 300 characters", whichever end the introduction missed. */
const introductionLength = (bounds: RuleBounds) => withParams(APPLY_MESSAGES.introductionLength, bounds);

/**
 * The application to become a trader, as the contract's applyCopyTrader bounds it (how the user trades, within its
 * lengths, and an optional contact), in the screen's words, on the texts as the form trims them.
 */
export const applySchema = object({
  introduction: rules
    .introduction({
      required: APPLY_MESSAGES.introductionRequired,
      min: introductionLength,
      max: introductionLength,
    })
    .trim(),
  contact: rules.contact({ max: (bounds) => withParams(APPLY_MESSAGES.contactTooLong, bounds) }).trim(),
});
