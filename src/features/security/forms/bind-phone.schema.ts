import { object, string, type InferType } from 'yup';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { codeRule, phoneRule } from '../../../shared/lib/validation/rules';

/** Binding a phone: the area code, the number without it and the SMS code. */
export const bindPhoneSchema = object({
  area_code: string().required(VALIDATION.choose),
  mobile: phoneRule('area_code'),
  code: codeRule(),
});

export type BindPhoneValues = InferType<typeof bindPhoneSchema>;
