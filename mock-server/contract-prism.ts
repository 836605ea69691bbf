/** Starts Prism on the contract for a test file and points the HTTP client at it. */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMockDocument } from './mock-document.ts';
import { startPrism, type PrismProcess } from './prism-process.ts';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';

export async function startMockBackend(): Promise<PrismProcess> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const document = writeMockDocument(DEFAULT_BUNDLE, join(tmpdir(), `tradedesk-mock-${process.pid}-${port}.yaml`));
  const prism = await startPrism({ document, port });
  // the document goes with the Prism that read it: a second run of the suite finds nothing of the first
  return {
    ...prism,
    stop: async () => {
      await prism.stop();
      rmSync(document, { force: true });
    },
  };
}
