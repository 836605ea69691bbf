/**
 * yup building blocks for the rules of section 5, shared by every form. Each error message is a key of
 * the `validation` namespace. Text rules trim before checking (the form keeps what the user typed).
 */
import { ref, string, type StringSchema } from 'yup';
import { VALIDATION } from './messages';
import { isEmail, isMainlandMobile, isPhoneNumber } from './patterns';

const passes = (check: (value: string) => boolean) => (value: string | undefined) =>
  value === undefined || value === '' || check(value);

const requiredText = (max = 255) => string().trim().required(VALIDATION.required).max(max, VALIDATION.tooLong);

export const requiredChoice = () => string().required(VALIDATION.choose);

export const emailRule = () => requiredText(64).test('email', VALIDATION.email, passes(isEmail));

/** A phone number whose calling code (in `areaCodeField`) is the mainland's (+86) must be a real mobile number. */
export const mainlandMobile = (rule: StringSchema<string>, areaCodeField = 'area_code') =>
  rule.when(areaCodeField, ([areaCode], schema) =>
    String(areaCode) === '86' ? schema.test('mobile', VALIDATION.mobile, passes(isMainlandMobile)) : schema,
  );

/** A phone number without its calling code; mainland numbers (+86) must be real mobile numbers. */
export const phoneRule = (areaCodeField = 'area_code') =>
  mainlandMobile(
    string().trim().required(VALIDATION.required).test('phone', VALIDATION.phone, passes(isPhoneNumber)),
    areaCodeField,
  );

/** The repeated password: equal to `field` (which carries the length rules). */
export const confirmPasswordRule = (field = 'password') =>
  string()
    .required(VALIDATION.required)
    .oneOf([ref(field)], VALIDATION.passwordsInconsistent);

/** A person's name, checked by `rule` for its lengths: letters of any script, spaces, dots, apostrophes, hyphens. */
export const personNameCharacters = (rule: StringSchema<string>, pattern = /^[\p{L}\p{M} .·'-]+$/u) =>
  rule.test(
    'name',
    VALIDATION.nameSpecialCharacters,
    passes((value) => pattern.test(value)),
  );

/** A person's name of 2 to `max` characters: letters of any script, spaces, dots, apostrophes and hyphens only. */
export const personNameRule = (max = 64, pattern?: RegExp) =>
  personNameCharacters(requiredText(max).min(2, VALIDATION.nameTooShort), pattern);

/** A label checked by `rule` for its length, without special characters (letters, digits, spaces, dots, hyphens). */
export const plainLabelCharacters = (rule: StringSchema<string | undefined>) =>
  rule.test(
    'label',
    VALIDATION.nameSpecialCharacters,
    passes((value) => /^[\p{L}\p{M}\p{N} ._-]+$/u.test(value)),
  );

/** A path returned by the upload call. */
export const uploadedImageRule = (message: string = VALIDATION.imageRequired) => string().required(message);
