/**
 * Generic input checks of the specification (section 5): e-mail, mainland mobile and phone number. Pure
 * predicates, so forms (yup) and any other code can share them.
 */

const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export const isEmail = (value: string): boolean => value.length <= 64 && EMAIL.test(value);

/** A mainland China mobile number: 11 digits starting with 13-19. */
export const isMainlandMobile = (value: string): boolean => MAINLAND_MOBILE.test(value);

/** A phone number without its calling code, as the contract takes it (5-15 digits). */
export const isPhoneNumber = (value: string): boolean => /^\d{5,15}$/.test(value);
