/**
 * Mainland China resident identity card numbers: the 18-character form (17 digits and a check character,
 * 0-9 or X, computed with ISO 7064 MOD 11-2) and the old 15-digit form (two-digit birth year, no check).
 * Both carry a birth date that must exist.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function idCardCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11];
}

function isEighteenDigitIdCard(value: string): boolean {
  if (!/^[1-9]\d{16}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  if (year < 1900 || !isRealDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  return idCardCheckCharacter(value.slice(0, 17)) === value[17];
}

function isFifteenDigitIdCard(value: string): boolean {
  if (!/^[1-9]\d{14}$/.test(value)) return false;
  return isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
}

/** True for a well-formed mainland ID card number; a lower-case x is accepted as the check character. */
export function isIdCard(value: string): boolean {
  const normalised = value.trim().toUpperCase();
  return normalised.length === 18 ? isEighteenDigitIdCard(normalised) : isFifteenDigitIdCard(normalised);
}
