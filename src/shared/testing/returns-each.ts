/**
 * The table test of a function: each row is the arguments of one call and, last, what the call returns (or what the
 * promise it returns settles to). Called inside a `describe`, it declares one test a row, titled as `it.each` titles
 * (`%s`, `%j` take the row's values in turn).
 */
import { expect, it } from 'vitest';

export function itReturnsEach<Args extends unknown[], Result>(
  title: string,
  subject: (...args: Args) => Result,
  cases: ReadonlyArray<NoInfer<[...Args, Awaited<Result>]>>,
) {
  it.each(cases)(title, async (...row) => {
    const args = row.slice(0, -1) as Args;
    expect(await subject(...args)).toBe(row[row.length - 1]);
  });
}
