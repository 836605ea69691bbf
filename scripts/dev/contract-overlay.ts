/**
 * The development server shows a contract with errors over the open app, as it shows a TypeScript syntax error:
 * Vite's error overlay, with what the generation printed (each lint finding as file:line:column, its lines and its
 * rule). The app keeps running on the last good generation under it; the next good save takes the overlay away and
 * reloads the page. A page opened while the contract is broken gets the overlay at once.
 */
import { watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Plugin } from 'vite';
import { GENERATION_STATUS, isFinal, lastGeneration, type GenerationStatus } from '@tradedesk/contract/codegen';

/** The overlay's text for a failed generation. */
function overlayMessage(status: Extract<GenerationStatus, { ok: false }>): string {
  return [
    `The contract has errors (generation of ${status.at}): the app and the mock keep the last good contract` +
      (status.lastGood ? ` (generated at ${status.lastGood}).` : '.'),
    '',
    status.problems.trim(),
  ].join('\n');
}

export function contractOverlay(): Plugin {
  return {
    name: 'tradedesk:contract-overlay',
    apply: 'serve',
    configureServer(server) {
      let status = lastGeneration();
      const showFailure = () => {
        if (status && !status.ok)
          server.ws.send({
            type: 'error',
            err: { message: overlayMessage(status), stack: '', plugin: 'contract', id: 'openapi/' },
          });
      };
      server.ws.on('connection', showFailure);
      let pending: NodeJS.Timeout | undefined;
      const watcher = watch(dirname(GENERATION_STATUS), (_event, name) => {
        if (name !== basename(GENERATION_STATUS)) return;
        clearTimeout(pending);
        pending = setTimeout(() => {
          const previous = status;
          const latest = lastGeneration();
          // the contract passed, its code not written yet: the app waits for the end of the generation
          if (!latest || latest.at === previous?.at || !isFinal(latest)) return;
          status = latest;
          if (!status.ok) showFailure();
          // a good generation after a failed one: the overlay goes with a reload (files identical to the last good
          // ones send no update that would clear it)
          else if (previous && !previous.ok) server.ws.send({ type: 'full-reload' });
        }, 50);
      });
      server.httpServer?.once('close', () => watcher.close());
    },
  };
}
