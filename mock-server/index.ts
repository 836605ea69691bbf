/**
 * The mock server's public entry: the whole mock (gateway, Prism, sandbox, socket emitter) as one call, and the
 * pieces a tool starts on their own (Prism on a mock document, the socket emitter on a server of its own).
 */
export { createGateway, exampleOperations, securedOperations } from './gateway.ts';
export { startMock, type MockOptions, type RunningMock } from './mock-backend.ts';
export { cachedMockDocument, toMockDocument, writeMockDocument } from './mock-document.ts';
export { startPrism, type PrismOptions, type PrismProcess } from './prism-process.ts';
export { parseMockNow } from './market/clock.ts';
export {
  attachEmitter,
  emitterOptionsFromEnv,
  type Emitter,
  type EmitterOptions,
  type EmitterStats,
} from './market-emitter.ts';
