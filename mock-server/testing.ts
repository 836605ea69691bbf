/**
 * What the repository's tests and benchmarks use beside the public entry: Prism alone on the contract, the market
 * model and its invariants, and the constants and state types the sandbox's tests check against. Tests look inside
 * the mock on purpose; the app never imports this. The test instant is an entry of its own
 * (`@tradedesk/mock-server/test-instant`): the instants run (`npm run test:instants`) runs again exactly the files
 * that import it, and a file importing this one for a constant does not read the hour.
 */
export { startMockBackend } from './contract-prism.ts';
export { startMock, type StartedMock } from './started-mock.ts';
export { createMarketPayloads } from './socket/market-events.ts';
export { barProblems, bookProblems, tradeProblems } from './market/market-invariants.ts';
export { MarketModel } from './market/market-model.ts';
export { createPayloadFaker } from './socket/payload-faker.ts';
export { type Period } from './market/periods.ts';
export { createRandom, type Random } from './market/random.ts';
export { collectFields } from './sandbox/http-arguments.ts';
export { createMarketSandbox, keptStateReader } from './sandbox/create.ts';
export { dualPayout } from './sandbox/domains/dual.ts';
export { GUESS_PERIOD_MS } from './sandbox/domains/guess.ts';
export { CODE_LIFETIME_MS, type OutboxMessage } from './sandbox/domains/security.ts';
export { CONTENT_FOLDER } from './sandbox/content.ts';
export { MESSAGES_FOLDER } from './sandbox/messages.ts';
export type { SandboxState, UserState } from './sandbox/state/types.ts';
export { LANGUAGES } from './gen/schemas.ts';
