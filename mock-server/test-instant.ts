/**
 * The instant every mock that a test starts has on its clock: `MOCK_NOW` when the environment names one (the
 * instants run, `npm run test:instants`, names the others), else midnight UTC, the first of the instants where a
 * test that read the hour would break (scripts/test/instants.ts): `npm test` runs every file at it, so the instants
 * run need not again. A test never reads the wall clock for the mock's time; one that needs a particular moment (a
 * round's first minute, a day's end) derives it from this instant and starts its mock there.
 */
import { parseMockNow } from './market/clock.ts';

/** Midnight UTC: a day, a month's daily figures and a guess round all begin at once. */
export const DEFAULT_TEST_NOW = '2026-11-24T00:00:00Z';

/**
 * The instant of the end-to-end journeys' mocks: mid-morning, so that the shared mock's clock, which runs on at the
 * real pace for the whole suite, crosses no day or round boundary the journeys did not ask for.
 */
const JOURNEYS_NOW = '2026-11-23T10:07:00Z';

/** `MOCK_NOW` when the environment names one, else `fallback`, in epoch milliseconds. */
const mockNowOr = (fallback: string): number => parseMockNow(process.env.MOCK_NOW) ?? Date.parse(fallback);

/** Where the test's mock starts, in epoch milliseconds. */
export const testStartAt = (): number => mockNowOr(DEFAULT_TEST_NOW);

/** The same as `MOCK_NOW` text, for a mock started as a process. */
export const testMockNow = (): string => new Date(testStartAt()).toISOString();

/** Where the journeys' mocks start: `MOCK_NOW` when set, else JOURNEYS_NOW. */
export const journeysMockNow = (): string => new Date(mockNowOr(JOURNEYS_NOW)).toISOString();
