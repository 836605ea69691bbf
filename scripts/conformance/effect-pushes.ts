/**
 * The server's own pushes during `--effects` and `--explore`: a private event that names a read in its
 * `x-invalidates` (new mail, an announcement, a review) tells the client that read changed, whoever caused it. A
 * read that changed beside a write with such a push in the same moment is the push's change, not the write's, and
 * is not blamed on the write: the client that trusts the contract was told.
 * Without the socket (`--no-socket`) the kit cannot hear them, and takes the contract's word for when they may come
 * (`x-follows`): an event that follows nothing the user wrote may come at any time; one that follows a write comes
 * once for each time the kit performed that write, at any time after it. A change of a read such a push names is not
 * judged (the check says so), and it stands for that push: the next change of the read is judged again, so a
 * refused transfer that takes a fee after an option was placed is still found, once the option's settlement came.
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
  /** Tells the watch these reads' changes were left unjudged as a push's: without the socket, that push came. */
  excused: (reads: string[]) => void;
  /** Whether the pushes were heard (false: `namedSince` names what pushes may have changed, unheard). */
  heard: boolean;
  close: () => void;
};

/** The reads these events name in their `x-invalidates`, each with the first of them that named it. */
function namedBy(events: string[], declared: Record<string, string[]>): Map<string, string> {
  const named = new Map<string, string>();
  for (const event of events) for (const read of declared[event]) if (!named.has(read)) named.set(read, event);
  return named;
}

/**
 * The pushes a client without the socket must expect, from the contract alone: undefined when there is no realtime
 * contract (nothing excused).
 */
export function unheardPushes(asyncapi: string): PushWatch | undefined {
  if (!existsSync(asyncapi)) return undefined;
  const document = loadAsyncApi(asyncapi);
  const declared = invalidationsByEvent(document);
  const follows = followsByEvent(document);
  /** The pushes that follow a write and are still to come, by event: one for each time the write was performed. */
  const due = new Map<string, number>();
  const unprompted = (event: string) => (follows[event] ?? []).length === 0;
  const mayHaveCome = (event: string) => unprompted(event) || (due.get(event) ?? 0) > 0;
  return {
    namedSince: () => namedBy(Object.keys(declared).filter(mayHaveCome), declared),
    performed: (operationId) => {
      for (const [event, after] of Object.entries(follows))
        if (after.includes(operationId)) due.set(event, (due.get(event) ?? 0) + 1);
    },
    excused: (reads) => {
      for (const [event, named] of Object.entries(declared))
        if (!unprompted(event) && (due.get(event) ?? 0) > 0 && named.some((read) => reads.includes(read)))
          due.set(event, due.get(event)! - 1);
    },
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
    namedSince: (time) =>
      namedBy(
        received.filter(({ at }) => at >= time).map(({ event }) => event),
        declared,
      ),
    performed: () => undefined,
    excused: () => undefined,
    heard: true,
    close: () => socket.close(),
  };
}
