/** Starts Prism on the contract for a test file and points the HTTP client at it. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMockDocument } from '../../mock-server/mock-document.ts';
import { startPrism, type PrismProcess } from '../../mock-server/prism-process.ts';
import { DEFAULT_BUNDLE } from '../../scripts/contract/contract-document.ts';

export async function startMockBackend(): Promise<PrismProcess> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const document = writeMockDocument(DEFAULT_BUNDLE, join(tmpdir(), `tradedesk-mock-${process.pid}-${port}.yaml`));
  return startPrism({ document, port });
}
