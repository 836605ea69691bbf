/** The realtime contract's bundling, validation and socket types (loads the AsyncAPI parser: its own entry). */
export { bundleAsyncApi, fromOpenApiSchema } from './bundle-asyncapi.ts';
export { checkExamples, generateRealtime, validateAsyncApi } from './generate-realtime.ts';
export { checkInvalidates } from './check-invalidates.ts';
