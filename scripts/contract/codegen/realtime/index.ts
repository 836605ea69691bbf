/** The realtime contract's bundling, validation and socket types (loads the AsyncAPI parser: its own entry). */
export { bundleAsyncApi, fromOpenApiSchema } from './bundle-asyncapi.ts';
export { checkExamples, checkInvalidates, generateRealtime, validateAsyncApi } from './generate-realtime.ts';
