/**
 * The number that chooses the plural form of a count the API may send as a range of days ("2-5", pattern
 * `^\d+(-\d+)?$`): the upper bound, as in "2-5 days"; a plain number is itself.
 */
export const countOf = (value: string | number) => Number(/(\d+)\D*$/.exec(String(value))?.[1] ?? value);
