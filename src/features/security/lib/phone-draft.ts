/**
 * The phone-binding form as the user left it while picking an area code on another page (in memory only),
 * so nothing typed is lost; cleared once the phone is bound.
 */
import type { BindPhoneValues } from '../forms/bind-phone.schema';

let draft: BindPhoneValues | undefined;

export const savePhoneDraft = (values: BindPhoneValues) => {
  draft = values;
};
export const readPhoneDraft = () => draft;
export const clearPhoneDraft = () => {
  draft = undefined;
};
