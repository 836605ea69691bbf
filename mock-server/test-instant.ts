/**
 * The instant every mock that a test starts has on its clock: `MOCK_NOW` when the environment names one (the
 * instants run, `npm run test:instants`, names several), else this fixed one. A test never reads the wall clock
 * for the mock's time; one that needs a particular moment (a round's first minute, a day's end) derives it from
 * this instant and starts its mock there.
 */
import { parseMockNow } from './sandbox/clock.ts';

const DEFAULT_TEST_NOW = '2026-11-23T10:07:00Z';

/** Where the test's mock starts, in epoch milliseconds. */
export const testStartAt = (): number => parseMockNow(process.env.MOCK_NOW) ?? Date.parse(DEFAULT_TEST_NOW);

/** The same as `MOCK_NOW` text, for a mock started as a process. */
export const testMockNow = (): string => new Date(testStartAt()).toISOString();
