/** What the realtime tests of the app's client layer start from. */
import type { AsyncApiDocument } from '@tradedesk/contract';
import { resetRealtimeConnection } from '../../src/shared/realtime/connection';
import { clearMarketStores } from '../../src/shared/realtime/market-store';
import { resetRealtimeConfig } from '../../src/shared/realtime/realtime-config';

/** The client layer as a page first loads it: no connection, the default settings and empty market stores. */
export function resetClientLayer(): void {
  resetRealtimeConnection();
  resetRealtimeConfig();
  clearMarketStores();
}

/** A copy of the first example the realtime contract gives of a message's payload, for a test to change. */
export const payloadExample = <Payload = Record<string, unknown>>(document: AsyncApiDocument, message: string) =>
  structuredClone(document.components.messages[message].examples![0].payload) as Payload;
