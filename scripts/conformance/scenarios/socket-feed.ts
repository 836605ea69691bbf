/** One logged-in socket for a scenario run: every event received, with when, for the event steps to look in. */
import { io, type Socket } from 'socket.io-client';

type Received = { name: string; payload: unknown; at: number };

export type SocketFeed = { events: Received[]; close: () => void; error?: string };

export async function openSocketFeed(url: string, token: string, timeoutMs: number): Promise<SocketFeed> {
  const events: Received[] = [];
  const socket: Socket = io(url, {
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
  });
  socket.onAny((name: string, payload: unknown) => events.push({ name, payload, at: performance.now() }));
  const error = await new Promise<string | undefined>((resolve) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', (failure) => resolve(failure.message));
  });
  if (!error) {
    // the login acknowledgement is checked by the socket checks; here it only has to have happened
    await socket
      .timeout(timeoutMs)
      .emitWithAck('login', { token })
      .catch(() => undefined);
  }
  return { events, close: () => socket.close(), error };
}
