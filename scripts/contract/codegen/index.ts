/** Code generation from the contract: Orval's input transformer and the generation cache. */
export { default as unwrapEnvelope } from './unwrap-envelope.ts';
export { cacheRoot, runStep, SHARED_INPUTS, type Step, type StepResult } from './step-cache.ts';
export {
  bundleHash,
  GENERATION_STATUS,
  isFinal,
  lastGeneration,
  lastGoodAt,
  type GenerationStatus,
} from './generation-record.ts';
