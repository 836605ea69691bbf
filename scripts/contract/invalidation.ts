/**
 * `x-invalidates`: what a change makes stale, named by the operationIds of the HTTP contract's reads. Every write
 * operation carries it (checked by the contract's lint, `contract/write-invalidates` in scripts/lint/
 * contract-rules.cjs) and so does every message of the realtime contract delivered to a user's private room
 * (checked here, when the realtime contract is generated). src/gen/invalidation.ts is written from both.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { listSocketEvents, type AsyncApiDocument } from './asyncapi-document.ts';
import type { Operation } from './contract-document.ts';

export type Effect = 'read' | 'write';
/** operationId -> x-effect, of every operation of the HTTP contract. */
export type Effects = Map<string, Effect>;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export const effectsOf = (operations: Operation[]): Effects =>
  new Map(operations.map((operation) => [operation.operationId, operation.effect]));

/**
 * The operations' effects read from the split sources (openapi/paths/), without the bundle: the realtime
 * contract's generation runs beside the HTTP contract's bundling and checks its names against these.
 */
export function effectsFromSources(pathsDir = 'openapi/paths'): Effects {
  const effects: Effects = new Map();
  for (const file of readdirSync(pathsDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.yaml')) continue;
    const item = parse(readFileSync(join(pathsDir, file), 'utf8')) as Record<string, Record<string, unknown>>;
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) effects.set(String(operation.operationId), operation['x-effect'] as Effect);
    }
  }
  return effects;
}

/** What is wrong with a list of operationIds of one effect under `key` (none when its names are distinct and fit). */
function namesProblems(key: string, effect: Effect, missing: string, list: unknown, effects: Effects): string[] {
  if (!Array.isArray(list)) return [`has no ${key} list (${missing}; [] when none)`];
  return list.flatMap((name: unknown, index) => {
    if (typeof name !== 'string') return [`${key}: ${JSON.stringify(name)} is not an operationId`];
    if (!effects.has(name)) return [`${key}: ${name} is no operationId of the HTTP contract`];
    if (effects.get(name) !== effect) return [`${key}: ${name} is not a ${effect} (x-effect ${effect})`];
    if (list.indexOf(name) !== index) return [`${key}: ${name} is listed twice`];
    return [];
  });
}

/** What is wrong with one `x-invalidates` list (none when it is a list of distinct reads' operationIds). */
export const listProblems = (list: unknown, effects: Effects) =>
  namesProblems('x-invalidates', 'read', 'operationIds of reads', list, effects);

/** What is wrong with one `x-follows` list (none when it is a list of distinct writes' operationIds). */
const followsProblems = (list: unknown, effects: Effects) =>
  namesProblems('x-follows', 'write', 'operationIds of the writes it may come later after', list, effects);

/** Delivered to one user's private room (`private`, or `private or broadcast` for mail). */
export const isPrivateDelivery = (delivery: unknown) => typeof delivery === 'string' && /\bprivate\b/.test(delivery);

/**
 * The realtime contract's side: every message the server sends to a private room says what it changes, in reads
 * of the HTTP contract, and which writes it may come later after (`x-follows`); no other message (public pushes,
 * the client's requests and their acknowledgements) says either.
 */
export function socketInvalidationProblems(document: AsyncApiDocument, effects: Effects): string[] {
  const privatePushes = new Set(
    listSocketEvents(document)
      .filter((event) => event.direction === 'server' && isPrivateDelivery(event.delivery))
      .map((event) => event.message),
  );
  const problems: string[] = [];
  for (const [key, message] of Object.entries(document.components.messages)) {
    const list = message['x-invalidates'];
    const follows = message['x-follows'];
    if (privatePushes.has(key))
      problems.push(
        ...[...listProblems(list, effects), ...followsProblems(follows, effects)].map(
          (problem) => `${message.name} ${problem}`,
        ),
      );
    else {
      if (list !== undefined)
        problems.push(`${message.name}: only a private push says what it changes; drop its x-invalidates`);
      if (follows !== undefined)
        problems.push(`${message.name}: only a private push says what it follows; drop its x-follows`);
    }
  }
  return problems;
}

/** Every private push's list, by event name (after `socketInvalidationProblems` found nothing). */
export function invalidationsByEvent(document: AsyncApiDocument): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(document.components.messages)
      .filter((message) => Array.isArray(message['x-invalidates']))
      .map((message) => [message.name, message['x-invalidates'] as string[]]),
  );
}

/** Every private push's `x-follows`, by event name (after `socketInvalidationProblems` found nothing). */
export function followsByEvent(document: AsyncApiDocument): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(document.components.messages)
      .filter((message) => Array.isArray(message['x-follows']))
      .map((message) => [message.name, message['x-follows'] as string[]]),
  );
}
