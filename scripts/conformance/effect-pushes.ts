/**
 * The server's own pushes during `--effects`: a private event that names a read in its `x-invalidates` (new mail,
 * an announcement, a review) tells the client that read changed, whoever caused it. A read that changed beside a
 * write with such a push in the same moment is the push's change, not the write's, and is not blamed on the write:
 * the client that trusts the contract was told.
 */
import { existsSync } from 'node:fs';
import { invalidationsByEvent, loadAsyncApi } from '@tradedesk/contract';
import { connect } from './socket-checks.ts';
import { readSocketContract } from './socket-contract.ts';

export type PushWatch = {
  /** The reads named by the pushes received since `time` (epoch ms), each with the event that named it. */
  namedSince: (time: number) => Map<string, string>;
  close: () => void;
};

/** Connects and logs in with the token; undefined when the socket or its login is not there (nothing excused). */
export async function watchPushes(
  url: string,
  token: string,
  asyncapi: string,
  timeoutMs: number,
): Promise<PushWatch | undefined> {
  if (!existsSync(asyncapi)) return undefined;
  const declared = invalidationsByEvent(loadAsyncApi(asyncapi));
  const login = readSocketContract(asyncapi).login?.message.name;
  if (!login) return undefined;
  const received: Array<{ event: string; at: number }> = [];
  const connected = await connect(url, timeoutMs, (event: string) => {
    if (declared[event]) received.push({ event, at: Date.now() });
  });
  if ('error' in connected) return undefined;
  const { socket } = connected;
  const loggedIn = await socket
    .timeout(timeoutMs)
    .emitWithAck(login, { token })
    .then((reply: { ok?: unknown }) => reply?.ok === true)
    .catch(() => false);
  if (!loggedIn) {
    socket.close();
    return undefined;
  }
  return {
    namedSince: (time) => {
      const named = new Map<string, string>();
      for (const { event, at } of received)
        if (at >= time) for (const read of declared[event]) if (!named.has(read)) named.set(read, event);
      return named;
    },
    close: () => socket.close(),
  };
}
