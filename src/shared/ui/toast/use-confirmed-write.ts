import { useState } from 'react';
import { showToast } from './toast-store';

/**
 * A write the user is asked about before it runs (an early redemption, a conversion): the item awaiting the answer,
 * and the write once confirmed, whose message from the server is shown. The question closes either way; a refused
 * write's reason was already shown by the HTTP layer, and the list it came from is read again by the cache.
 */
export function useConfirmedWrite<T>(write: (item: T) => Promise<string>) {
  const [asking, setAsking] = useState<T | null>(null);
  const confirm = async (item: T) => {
    try {
      showToast(await write(item));
    } catch {
      // the server's reason was shown
    } finally {
      setAsking(null);
    }
  };
  return { asking, ask: setAsking, confirm, close: () => setAsking(null) };
}
