/**
 * What the socket checks need from the bundled AsyncAPI 3 document, found by following its local `$ref`s:
 * - the events the server sends (operations with `action: send`): socket.io event name = message `name`,
 *   with the JSON pointer of each payload schema (validated with Ajv over the whole document);
 * - how a client authenticates and subscribes (operations with `action: receive` whose message is `login` or
 *   `subscribe`), with the pointers of their replies (the socket.io acknowledgements) and the topics to
 *   subscribe to, built from the subscribe payload's schema and examples;
 * - how it watches tickers in batches (`watch_tickers`), with the first example of its payload.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { escapeSegment, follow } from '@tradedesk/contract';

export type Json = Record<string, unknown>;
type SocketMessage = {
  name: string;
  pointer: string;
  payloadPointer: string;
  /** `x-delivery` of the message: broadcast, subscription, private... */
  delivery?: string;
  examples: unknown[];
};
export type ClientRequest = { message: SocketMessage; replies: SocketMessage[] };
export type SocketContract = {
  document: Json;
  sends: Map<string, SocketMessage>;
  login?: ClientRequest;
  subscribe?: ClientRequest & { topics: Json[] };
  watchTickers?: ClientRequest & { payload: Json };
};

const LOGIN_MESSAGE = 'login';
const SUBSCRIBE_MESSAGE = 'subscribe';
const WATCH_TICKERS_MESSAGE = 'watch_tickers';

function message(document: Json, pointer: string): SocketMessage | undefined {
  const found = follow(document, pointer);
  const name = found.node?.name;
  if (typeof name !== 'string' || !found.node?.payload) return undefined;
  const examples = ((found.node.examples as { payload?: unknown }[] | undefined) ?? [])
    .map((example) => example?.payload)
    .filter((payload) => payload !== undefined);
  return {
    name,
    pointer: found.pointer,
    payloadPointer: `${found.pointer}/payload`,
    delivery: typeof found.node['x-delivery'] === 'string' ? (found.node['x-delivery'] as string) : undefined,
    examples,
  };
}

function messagesOf(document: Json, pointer: string): SocketMessage[] {
  const node = follow(document, pointer).node;
  const list = (node?.messages as unknown[] | undefined) ?? [];
  return list
    .map((_, index) => message(document, `${follow(document, pointer).pointer}/messages/${index}`))
    .filter((item): item is SocketMessage => !!item);
}

/** A value for a schema: its const, example, first enum value or default. */
function sample(document: Json, pointer: string): unknown {
  const node = follow(document, pointer).node ?? {};
  if (node.const !== undefined) return node.const;
  if (node.example !== undefined) return node.example;
  if (Array.isArray(node.enum)) return node.enum[0];
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.examples)) return node.examples[0];
  return node.type === 'integer' || node.type === 'number' ? 1 : 'a';
}

/**
 * One topic per value of the subscribe payload's discriminating field (const or enum), across its `oneOf`
 * branches; the other required fields come from the message's examples, else from their schemas.
 */
function topicsOf(document: Json, subscribe: SocketMessage): Json[] {
  const payload = follow(document, subscribe.payloadPointer);
  const branchPointers = Array.isArray(payload.node?.oneOf)
    ? (payload.node.oneOf as unknown[]).map((_, index) => `${payload.pointer}/oneOf/${index}`)
    : [payload.pointer];
  const topics = new Map<string, Json>();
  for (const branchPointer of branchPointers) {
    const branch = follow(document, branchPointer);
    const properties = (branch.node?.properties ?? {}) as Json;
    const required = (branch.node?.required as string[] | undefined) ?? Object.keys(properties);
    const propertyPointer = (name: string) => `${branch.pointer}/properties/${escapeSegment(name)}`;
    const discriminator = required.find((name) => {
      const node = follow(document, propertyPointer(name)).node;
      return node?.const !== undefined || Array.isArray(node?.enum);
    });
    const discriminatorNode = discriminator ? follow(document, propertyPointer(discriminator)).node : undefined;
    const values = discriminatorNode
      ? discriminatorNode.const !== undefined
        ? [discriminatorNode.const]
        : (discriminatorNode.enum as unknown[])
      : [undefined];
    for (const value of values) {
      const examples = subscribe.examples as Json[];
      const preferred = examples.find((example) => discriminator && example?.[discriminator] === value);
      const topic: Json = {};
      for (const name of required) {
        if (name === discriminator) topic[name] = value;
        else
          topic[name] =
            preferred?.[name] ??
            examples.find((example) => example?.[name] !== undefined)?.[name] ??
            sample(document, propertyPointer(name));
      }
      topics.set(JSON.stringify(topic), topic);
    }
  }
  return [...topics.values()];
}

export function readSocketContract(file: string): SocketContract {
  const document = parse(readFileSync(file, 'utf8')) as Json;
  const sends = new Map<string, SocketMessage>();
  let login: ClientRequest | undefined;
  let subscribe: SocketContract['subscribe'];
  let watchTickers: SocketContract['watchTickers'];
  for (const name of Object.keys((document.operations ?? {}) as Json)) {
    const pointer = `#/operations/${escapeSegment(name)}`;
    const operation = follow(document, pointer);
    const messages = messagesOf(document, operation.pointer);
    if (operation.node?.action === 'send') {
      for (const item of messages) sends.set(item.name, item);
    } else if (operation.node?.action === 'receive') {
      const replies = operation.node.reply ? messagesOf(document, `${operation.pointer}/reply`) : [];
      for (const item of messages) {
        if (item.name === LOGIN_MESSAGE) login = { message: item, replies };
        if (item.name === SUBSCRIBE_MESSAGE) subscribe = { message: item, replies, topics: topicsOf(document, item) };
        if (item.name === WATCH_TICKERS_MESSAGE && item.examples.length)
          watchTickers = { message: item, replies, payload: item.examples[0] as Json };
      }
    }
  }
  return { document, sends, login, subscribe, watchTickers };
}
