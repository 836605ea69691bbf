/**
 * The one part of the realtime contract's checks that reads the HTTP contract's paths: every private push says which
 * reads it makes stale (`x-invalidates`) and which writes it may come later after (`x-follows`), naming operations
 * that exist with that effect. It loads no AsyncAPI parser, so `npm run generate` runs it in the generation's own
 * process, as a step of its own after the realtime step: a change to an HTTP operation checks the pushes again
 * without bundling and validating the realtime contract again.
 */
import { DEFAULT_ASYNCAPI_BUNDLE, loadAsyncApi, type AsyncApiDocument } from '../../asyncapi-document.ts';
import { effectsFromSources, socketInvalidationProblems, type Effects } from '../../invalidation.ts';

/** Throws every problem of the pushes' lists at once; answers how many pushes carry an `x-invalidates`. */
export function checkInvalidates(document: AsyncApiDocument, effects: Effects = effectsFromSources()): number {
  const problems = socketInvalidationProblems(document, effects);
  if (problems.length)
    throw new Error(`invalid x-invalidates or x-follows in the AsyncAPI document:\n  ${problems.join('\n  ')}`);
  return Object.values(document.components.messages).filter((message) => message['x-invalidates']).length;
}

/** The check on the bundled realtime contract as the realtime step wrote it. */
export const checkBundledInvalidates = (bundle = DEFAULT_ASYNCAPI_BUNDLE) => checkInvalidates(loadAsyncApi(bundle));
