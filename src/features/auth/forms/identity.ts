import { string } from 'yup';
import { registerUserRules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { emailRule, phoneRule } from '../../../shared/lib/validation/rules';

/** Kinds of login identity an account is created with. */
export const IDENTITY_TYPES = ['email', 'mobile', 'username'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** The calling code preselected for phone numbers (Japan, the default language's country). */
export const DEFAULT_AREA_CODE = '81';

/** A username as the contract registers one (its pattern: 4-20 letters, digits or underscores), in the form's words. */
const usernameRule = () =>
  registerUserRules.username({ pattern: VALIDATION.username }).trim().required(VALIDATION.required);

/** The identity field checked by kind: an e-mail address, a phone number (by area code) or a username. */
export const identityRule = (typeField = 'type') =>
  string().when(typeField, ([type]) => {
    if (type === 'mobile') return phoneRule();
    if (type === 'username') return usernameRule();
    return emailRule();
  });
