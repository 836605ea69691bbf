/** Hides all but the first two and last two characters of a document number. */
export const maskDocument = (value: string) =>
  value.length <= 4 ? value : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
