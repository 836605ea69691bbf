/**
 * Generic input checks of the specification (section 5): e-mail, mainland mobile, URL, digits, amount,
 * letters and n-digit codes. Pure predicates, so forms (yup) and any other code can share them.
 */

const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const DIGITS = /^\d+$/;
const LETTERS = /^[A-Za-z]+$/;
/** Positive decimal with at most 10 decimals, no sign, no exponent, no leading zeros. */
const AMOUNT = /^(0|[1-9]\d*)(\.\d{1,10})?$/;

export const isEmail = (value: string): boolean => value.length <= 64 && EMAIL.test(value);

/** A mainland China mobile number: 11 digits starting with 13-19. */
export const isMainlandMobile = (value: string): boolean => MAINLAND_MOBILE.test(value);

/** A phone number without its calling code, as the contract takes it (5-15 digits). */
export const isPhoneNumber = (value: string): boolean => /^\d{5,15}$/.test(value);

/** An absolute http(s) address with a host name. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const isDigits = (value: string): boolean => DIGITS.test(value);

export const isLetters = (value: string): boolean => LETTERS.test(value);

/** A positive amount (greater than zero) with up to 10 decimals. */
export const isAmount = (value: string): boolean => AMOUNT.test(value) && /[1-9]/.test(value);

/** Exactly `length` digits, e.g. the 6-digit verification codes. */
export const isDigitCode = (value: string, length = 6): boolean => value.length === length && DIGITS.test(value);
