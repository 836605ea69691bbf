/**
 * A running mock follows the contract as it is edited: when a generation succeeds (`npm start` runs one on each
 * save, `npm run generate` by hand) with a bundle other than the one served, the mock takes it without stopping
 * (RunningMock.useContract): a new operation is answered, a changed schema validated, and the sandbox's users,
 * balances, orders and clock stay. It takes the bundle as soon as the contract has passed its lint, while the app's
 * code is still being generated; a failed generation puts the last good bundle back (generation-record.ts), which
 * the mock serves again; it says so. A changed realtime contract is served too once its generation is complete: the
 * socket's pushes are checked against it and the market's payloads drawn from it (an event it adds needs the
 * emitter's code, served after a restart).
 */
import { watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { DEFAULT_ASYNCAPI_BUNDLE, DEFAULT_BUNDLE } from '@tradedesk/contract';
import { bundleHash, GENERATION_STATUS, lastGeneration } from '@tradedesk/contract/codegen';
import type { RunningMock } from './mock-backend.ts';

const hashOf = (bundle: string) => {
  try {
    return bundleHash(bundle);
  } catch {
    return undefined;
  }
};

/** Watches the generations' record; answers a function that stops watching. */
export function followGenerations(
  mock: Pick<RunningMock, 'useContract' | 'useRealtimeContract'>,
  log: (line: string) => void,
): () => void {
  let served = hashOf(DEFAULT_BUNDLE);
  let realtime = hashOf(DEFAULT_ASYNCAPI_BUNDLE);
  let lastSeen = lastGeneration()?.at;
  const look = async () => {
    const status = lastGeneration();
    if (!status || status.at === lastSeen) return;
    lastSeen = status.at;
    if (!status.ok) log('the contract has errors (see the generation): the mock serves the last good contract');
    const realtimeNow = hashOf(DEFAULT_ASYNCAPI_BUNDLE);
    if (status.ok && status.complete && realtimeNow !== undefined && realtimeNow !== realtime) {
      try {
        mock.useRealtimeContract(DEFAULT_ASYNCAPI_BUNDLE);
        realtime = realtimeNow;
        log(`now serving the realtime contract of ${status.at}`);
      } catch (error) {
        log(`the new realtime contract could not be served, the one before still is: ${(error as Error).message}`);
      }
    }
    // the bundle on disk has passed the lint whenever a record is written: a new one, or the last good one that a
    // failure put back (in place of one the mock may already serve)
    const bundle = hashOf(DEFAULT_BUNDLE);
    if (bundle === undefined || bundle === served) return;
    const started = performance.now();
    try {
      await mock.useContract(DEFAULT_BUNDLE);
      served = bundle;
      log(`now serving the contract of ${status.at} (${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      log(`the new contract could not be served, the one before still is: ${(error as Error).message}`);
    }
  };
  // the record is written aside and renamed: the folder's watcher sees the rename; a burst of events is one look
  let pending: NodeJS.Timeout | undefined;
  const watcher = watch(dirname(GENERATION_STATUS), (_event, name) => {
    if (name !== basename(GENERATION_STATUS)) return;
    clearTimeout(pending);
    pending = setTimeout(() => void look(), 50);
  });
  return () => {
    clearTimeout(pending);
    watcher.close();
  };
}
