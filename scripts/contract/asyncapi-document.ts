/**
 * Loads the bundled AsyncAPI document (asyncapi/dist/asyncapi.yaml) and lists its socket.io events in the shape the
 * generator, the mock emitter and the tests need: name, direction, payload schema and acknowledgement schema.
 */
import { parsedOnce } from './parsed-once.ts';
import { parse } from 'yaml';
import { nodeAt } from './json-pointer.ts';

import type { JsonSchema } from './contract-document.ts';

export type { JsonSchema };
export type AsyncApiDocument = {
  channels: Record<string, { messages: Record<string, { $ref: string }> }>;
  operations: Record<
    string,
    {
      action: 'send' | 'receive';
      messages: { $ref: string }[];
      reply?: { messages: { $ref: string }[] };
    }
  >;
  components: {
    messages: Record<
      string,
      { name: string; payload: JsonSchema; examples?: { name: string; payload: unknown }[] } & Record<string, unknown>
    >;
    schemas: Record<string, JsonSchema>;
  };
  [key: string]: unknown;
};

export type SocketEvent = {
  /** The socket.io event name. */
  name: string;
  /** server: the server emits it; client: the client emits it. */
  direction: 'server' | 'client';
  operationId: string;
  /** Key of the message under components.messages. */
  message: string;
  /** JSON pointer (without '#') of the payload schema. */
  payloadPointer: string;
  /** For client events with an acknowledgement: the message key and payload pointer of the reply. */
  ack?: { message: string; payloadPointer: string };
  /** x-delivery of the message: broadcast, subscription, private, or "private or broadcast". */
  delivery?: string;
};

export const DEFAULT_ASYNCAPI_BUNDLE = new URL('../../asyncapi/dist/asyncapi.yaml', import.meta.url).pathname;

/** Parsed once per content and process (parsed-once.ts); each caller gets its own copy. */
export function loadAsyncApi(file = DEFAULT_ASYNCAPI_BUNDLE): AsyncApiDocument {
  return parsedOnce<AsyncApiDocument>(file, parse);
}

export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`only local references are expected in the bundle: ${ref}`);
  const value = nodeAt(document, ref);
  if (value === undefined) throw new Error(`unresolved reference ${ref}`);
  return value;
}

/** Follows a channel message reference (#/channels/x/messages/y) to its components.messages key. */
function messageKey(document: AsyncApiDocument, ref: string): string {
  const target = resolvePointer(document, ref) as { $ref?: string };
  const componentRef = target.$ref ?? ref;
  const match = /^#\/components\/messages\/([^/]+)$/.exec(componentRef);
  if (!match) throw new Error(`${ref} does not lead to a component message`);
  return match[1];
}

export function listSocketEvents(document: AsyncApiDocument): SocketEvent[] {
  const events: SocketEvent[] = [];
  for (const [operationId, operation] of Object.entries(document.operations)) {
    if (operation.messages.length !== 1)
      throw new Error(`${operationId}: one message per operation (one socket.io event)`);
    const message = messageKey(document, operation.messages[0].$ref);
    const object = document.components.messages[message];
    const reply = operation.reply?.messages ?? [];
    if (reply.length > 1) throw new Error(`${operationId}: one reply message at most`);
    if (reply.length && operation.action === 'send') throw new Error(`${operationId}: server events have no reply`);
    const ackMessage = reply.length ? messageKey(document, reply[0].$ref) : undefined;
    events.push({
      name: object.name,
      direction: operation.action === 'send' ? 'server' : 'client',
      operationId,
      message,
      payloadPointer: `/components/messages/${message}/payload`,
      ack: ackMessage
        ? { message: ackMessage, payloadPointer: `/components/messages/${ackMessage}/payload` }
        : undefined,
      delivery: typeof object['x-delivery'] === 'string' ? object['x-delivery'] : undefined,
    });
  }
  const names = events.map((event) => event.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`event ${duplicate} is described twice`);
  return events;
}
