import { object, string } from 'yup';
import { withParams } from '../../../shared/lib/validation/message-params';

export type ApplyValues = { introduction: string; contact: string };

const APPLY_MESSAGES = {
  introductionRequired: 'copy-trading:apply.introductionRequired',
  introductionLength: 'copy-trading:apply.introductionLength',
  contactTooLong: 'copy-trading:apply.contactTooLong',
} as const;

const LENGTH = { min: 10, max: 300 };

/** The application to become a trader: how the user trades (10-300 characters) and an optional contact. */
export const applySchema = object({
  introduction: string()
    .trim()
    .required(APPLY_MESSAGES.introductionRequired)
    .min(LENGTH.min, withParams(APPLY_MESSAGES.introductionLength, LENGTH))
    .max(LENGTH.max, withParams(APPLY_MESSAGES.introductionLength, LENGTH)),
  contact: string()
    .trim()
    .max(64, withParams(APPLY_MESSAGES.contactTooLong, { max: 64 })),
});
