import { object, string, type InferType } from 'yup';
import { bindPhoneRules } from '../../../gen/form-rules';
import { CODE_MESSAGES, VALIDATION } from '../../../shared/lib/validation/messages';
import { mainlandMobile } from '../../../shared/lib/validation/rules';

/**
 * Binding a phone: the area code, the number without it and the SMS code, as the contract states them; a mainland
 * number (+86) must also be a real mobile number, which the contract cannot say of the number alone.
 */
export const bindPhoneSchema = object({
  area_code: string().required(VALIDATION.choose),
  mobile: mainlandMobile(bindPhoneRules.mobile({ pattern: VALIDATION.phone }).trim()),
  code: bindPhoneRules.code(CODE_MESSAGES).trim(),
});

export type BindPhoneValues = InferType<typeof bindPhoneSchema>;
