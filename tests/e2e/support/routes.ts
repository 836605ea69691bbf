/**
 * A call still in flight when the app cancelled it, or when the test or its page ended, has nobody left to
 * answer: its route handler may stop quietly. Any other failure is the test's.
 */
export const isGone = (error: unknown) => /disposed|closed|cancel|abort|test ended/i.test(String(error));
