/** Starts Prism on the contract for a test file and points the HTTP client at it. */
import { cachedMockDocument } from './mock-document.ts';
import { startPrism, type PrismProcess } from './prism-process.ts';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';

export async function startMockBackend(): Promise<PrismProcess> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  // the mock document of this bundle, derived once and kept as JSON (mock-document.ts): a file that never changes
  // once written, so nothing is written per start and nothing is left to remove
  return startPrism({ document: cachedMockDocument(DEFAULT_BUNDLE), port });
}
