/**
 * Writes src/gen/socket/: `schemas.ts` (a zod validator and its inferred type for every schema of the bundled
 * AsyncAPI document) and `events.ts` (validators by event name, and the typed event maps of socket.io-client,
 * `Socket<ServerToClientEvents, ClientToServerEvents>`). Nothing here is written by hand.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSocketEvents, resolvePointer, type AsyncApiDocument, type JsonSchema } from '../../asyncapi-document.ts';
import { schemaToZod, type ZodContext } from './schema-to-zod.ts';

const HEADER = (source: string) =>
  `// Generated — do not edit. Written by scripts/contract/codegen/realtime/write-socket-client.ts from ${source}.\n`;

const pascal = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const comment = (text: unknown, indent = '') =>
  typeof text === 'string' && text.trim()
    ? `${indent}/** ${text.trim().replaceAll('*/', '*\\/').replaceAll('\n', `\n${indent} * `)} */\n`
    : '';

/** Orders the components so that each comes after the ones it references. */
function ordered(names: string[], dependencies: Map<string, Set<string>>): string[] {
  const result: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`schemas reference each other in a cycle: ${[...path, name].join(' -> ')}`);
    state.set(name, 'visiting');
    for (const dependency of [...(dependencies.get(name) ?? [])].sort()) visit(dependency, [...path, name]);
    state.set(name, 'done');
    result.push(name);
  };
  for (const name of names) visit(name, []);
  return result;
}

export function writeSocketClient(
  document: AsyncApiDocument,
  targetDir = 'src/gen/socket',
  source = 'asyncapi/dist/asyncapi.yaml',
): string[] {
  const constName = (component: string) => `${component}Schema`;
  const resolve = (ref: string) => resolvePointer(document, ref) as JsonSchema;
  const code = new Map<string, string>();
  const dependencies = new Map<string, Set<string>>();
  const convert = (name: string, schema: JsonSchema, at: string) => {
    const context: ZodContext = { constName, resolve, dependencies: new Set() };
    code.set(name, schemaToZod(schema, context, at));
    dependencies.set(name, context.dependencies);
  };
  for (const [name, schema] of Object.entries(document.components.schemas))
    convert(name, schema, `#/components/schemas/${name}`);

  // a message whose payload is written inline gets a component of its own, named after the message
  const events = listSocketEvents(document);
  const payloadComponent = (pointer: string, message: string): string => {
    const payload = resolvePointer(document, `#${pointer}`) as JsonSchema;
    const match = typeof payload.$ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(payload.$ref) : null;
    if (match) return match[1];
    const name = `${pascal(message)}Payload`;
    if (code.has(name)) throw new Error(`${name} is both a schema and an inline message payload`);
    convert(name, payload, `#${pointer}`);
    return name;
  };
  const server = events
    .filter((event) => event.direction === 'server')
    .map((event) => ({ event, payload: payloadComponent(event.payloadPointer, event.message) }));
  const client = events
    .filter((event) => event.direction === 'client')
    .map((event) => ({
      event,
      payload: payloadComponent(event.payloadPointer, event.message),
      ack: event.ack ? payloadComponent(event.ack.payloadPointer, event.ack.message) : undefined,
    }));

  const schemaLines = [HEADER(source), "import { z } from 'zod';", ''];
  for (const name of ordered([...code.keys()].sort(), dependencies)) {
    const description = document.components.schemas[name]?.description;
    schemaLines.push(`${comment(description)}export const ${constName(name)} = ${code.get(name)};`);
    schemaLines.push(`export type ${name} = z.infer<typeof ${constName(name)}>;`, '');
  }

  const summary = (message: string) => document.components.messages[message]?.summary;
  const used = [
    ...new Set([
      ...server.map((entry) => entry.payload),
      ...client.flatMap((entry) => [entry.payload, entry.ack ?? []].flat()),
    ]),
  ].sort();
  const eventLines = [
    HEADER(source),
    `import { ${used.map(constName).join(', ')} } from './schemas.ts';`,
    `import type { ${used.join(', ')} } from './schemas.ts';`,
    '',
    '/** zod validators of the payloads the server emits, by event name. */',
    'export const serverEventSchemas = {',
    ...server.map(({ event, payload }) => `  ${JSON.stringify(event.name)}: ${constName(payload)},`),
    '} as const;',
    '',
    '/** zod validators of the payloads the client emits, and of the acknowledgements it receives, by event name. */',
    'export const clientEventSchemas = {',
    ...client.map(
      ({ event, payload, ack }) =>
        `  ${JSON.stringify(event.name)}: { payload: ${constName(payload)}, ack: ${ack ? constName(ack) : 'undefined'} },`,
    ),
    '} as const;',
    '',
    '/** How the server delivers each event (x-delivery): to everyone, to the subscribers of a topic, or to its user. */',
    'export const serverEventDelivery = {',
    ...server.map(
      ({ event }) => `  ${JSON.stringify(event.name)}: ${JSON.stringify(event.delivery ?? 'unspecified')},`,
    ),
    '} as const;',
    '',
    'export type ServerEventName = keyof typeof serverEventSchemas;',
    'export type ClientEventName = keyof typeof clientEventSchemas;',
    '',
    '/** Payload type of each server event. */',
    'export type ServerEventPayloads = {',
    ...server.map(({ event, payload }) => `  ${JSON.stringify(event.name)}: ${payload};`),
    '};',
    '',
    '/** Payload type of each client event. */',
    'export type ClientEventPayloads = {',
    ...client.map(({ event, payload }) => `  ${JSON.stringify(event.name)}: ${payload};`),
    '};',
    '',
    '/** Acknowledgement type of each client event (undefined: none). */',
    'export type ClientEventAcks = {',
    ...client.map(({ event, ack }) => `  ${JSON.stringify(event.name)}: ${ack ?? 'undefined'};`),
    '};',
    '',
    '/** Events the server emits, for socket.io: `Socket<ServerToClientEvents, ClientToServerEvents>`. */',
    'export interface ServerToClientEvents {',
    ...server.map(
      ({ event, payload }) =>
        `${comment(summary(event.message), '  ')}  ${JSON.stringify(event.name)}: (payload: ${payload}) => void;`,
    ),
    '}',
    '',
    "/** Events the client emits; the last argument is socket.io's acknowledgement callback. */",
    'export interface ClientToServerEvents {',
    ...client.map(
      ({ event, payload, ack }) =>
        `${comment(summary(event.message), '  ')}  ${JSON.stringify(event.name)}: (payload: ${payload}${ack ? `, ack: (reply: ${ack}) => void` : ''}) => void;`,
    ),
    '}',
    '',
  ];

  mkdirSync(targetDir, { recursive: true });
  const files = [join(targetDir, 'schemas.ts'), join(targetDir, 'events.ts')];
  writeFileSync(files[0], schemaLines.join('\n'));
  writeFileSync(files[1], eventLines.join('\n'));
  return files;
}
