/**
 * The server's own pushes during `--effects` and `--explore`: a private event that names a read in its
 * `x-invalidates` (new mail, an announcement, a review) tells the client that read changed, whoever caused it. A
 * read that changed beside a write with such a push in the same moment is the push's change, not the write's, and
 * is not blamed on the write: the client that trusts the contract was told.
 * Without the socket (`--no-socket`) the kit cannot hear them, and takes the contract's word for when they may come
 * (`x-follows`): an event that follows nothing the user wrote may come at any time, one that follows a write may
 * come at any time after the kit performed that write; the reads they name are then not judged, and the check says
 * so.
 */
import { existsSync } from 'node:fs';
import { followsByEvent, invalidationsByEvent, loadAsyncApi } from '@tradedesk/contract';
import { connect } from './socket-checks.ts';
import { readSocketContract } from './socket-contract.ts';

export type PushWatch = {
  /**
   * The reads named by the pushes received since `time` (epoch ms), each with the event that named it; without
   * the socket, those of every push that may have come by now.
   */
  namedSince: (time: number) => Map<string, string>;
  /** Tells the watch a write was performed: without the socket, the pushes that follow it may come from now on. */
  performed: (operationId: string) => void;
  /** Whether the pushes were heard (false: `namedSince` names what pushes may have changed, unheard). */
  heard: boolean;
  close: () => void;
};

/**
 * The pushes a client without the socket must expect, from the contract alone: undefined when there is no realtime
 * contract (nothing excused).
 */
export function unheardPushes(asyncapi: string): PushWatch | undefined {
  if (!existsSync(asyncapi)) return undefined;
  const document = loadAsyncApi(asyncapi);
  const declared = invalidationsByEvent(document);
  const follows = followsByEvent(document);
  const performed = new Set<string>();
  const mayHaveCome = (event: string) => {
    const after = follows[event] ?? [];
    return after.length === 0 || after.some((write) => performed.has(write));
  };
  return {
    namedSince: () => {
      const named = new Map<string, string>();
      for (const [event, reads] of Object.entries(declared))
        if (mayHaveCome(event)) for (const read of reads) if (!named.has(read)) named.set(read, event);
      return named;
    },
    performed: (operationId) => void performed.add(operationId),
    heard: false,
    close: () => undefined,
  };
}

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
    performed: () => undefined,
    heard: true,
    close: () => socket.close(),
  };
}
