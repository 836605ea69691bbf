/**
 * The contract library: loads the bundled OpenAPI and AsyncAPI documents, lists their operations and events,
 * builds sample requests, validates requests and answers against the contract, checks what each change says it
 * makes stale (`x-invalidates`), and compares two versions of it.
 * The mock server, the conformance kit, the generators and the tests all read the contract through this entry.
 */
export {
  DEFAULT_ASYNCAPI_BUNDLE,
  listSocketEvents,
  loadAsyncApi,
  resolvePointer,
  type AsyncApiDocument,
  type SocketEvent,
} from './asyncapi-document.ts';
export {
  DEFAULT_BUNDLE,
  isSuccessMarker,
  listOperations,
  loadDocument,
  resolveLocal,
  resolveSchema,
  successBranch,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type OperationObject,
  type ParameterObject,
} from './contract-document.ts';
export { compareContracts, TITLES, type ContractDiff } from './diff/compare-contracts.ts';
export { derivedOnce } from './parsed-once.ts';
export { nextVersion, parseVersion, versionStep, type Version } from './diff/versions.ts';
export {
  effectsFromSources,
  effectsOf,
  followsByEvent,
  invalidationsByEvent,
  isPrivateDelivery,
  listProblems,
  socketInvalidationProblems,
  type Effect,
  type Effects,
} from './invalidation.ts';
export { escapeSegment, follow, nodeAt, unescapeSegment } from './json-pointer.ts';
export {
  buildArguments,
  buildRequest,
  boundaryValues,
  SAMPLE_TOKEN,
  sampleValue,
  serializeRequest,
  type BuiltRequest,
} from './request-builder.ts';
export { createRequestValidator, type RequestArguments } from './request-validator.ts';
export { isVolatileRead, stableAnswer } from './volatile.ts';
export {
  createContractAjv,
  createDocumentValidator,
  createResponseValidator,
  describeErrors,
  toDraft7,
  type Violation,
} from './response-validator.ts';
