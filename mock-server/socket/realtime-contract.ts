/**
 * The emitter's view of the bundled AsyncAPI document: the events it may send and receive, and a compiled JSON
 * Schema validator (Ajv) for every payload and acknowledgement, so that nothing leaves the mock unless the
 * contract allows it and no client request is acted on unless it is valid.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import {
  DEFAULT_ASYNCAPI_BUNDLE,
  derivedOnce,
  listSocketEvents,
  loadAsyncApi,
  type AsyncApiDocument,
  type SocketEvent,
} from '@tradedesk/contract';

export type RealtimeContract = {
  document: AsyncApiDocument;
  events: SocketEvent[];
  /** null when valid, otherwise the validator's explanation. */
  checkServerEvent: (name: string, payload: unknown) => string | null;
  checkClientEvent: (name: string, payload: unknown) => string | null;
  checkAck: (name: string, reply: unknown) => string | null;
};

/**
 * The realtime contract of a bundle, read and compiled once per process and content of the file (derivedOnce):
 * every mock a test file starts attaches an emitter, and reading the YAML and compiling its schemas took a second of
 * a core each time. What it gives only reads the document and validates.
 */
export const loadRealtimeContract = (file = DEFAULT_ASYNCAPI_BUNDLE): RealtimeContract =>
  derivedOnce('realtime contract', file, () => readRealtimeContract(file));

function readRealtimeContract(file: string): RealtimeContract {
  const document = loadAsyncApi(file);
  const events = listSocketEvents(document);
  const ajv = new Ajv({ strict: false });
  ajv.addSchema(document as object, 'asyncapi');
  const compile = (pointer: string): ValidateFunction => {
    const validate = ajv.getSchema(`asyncapi#${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    return validate;
  };
  const byName = (direction: SocketEvent['direction'], ack = false) =>
    new Map(
      events
        .filter((event) => event.direction === direction && (!ack || event.ack))
        .map((event) => [event.name, compile(ack ? event.ack!.payloadPointer : event.payloadPointer)]),
    );
  const server = byName('server');
  const client = byName('client');
  const acks = byName('client', true);
  const check = (validators: Map<string, ValidateFunction>, kind: string) => (name: string, payload: unknown) => {
    const validate = validators.get(name);
    if (!validate) return `the contract has no ${kind} ${name}`;
    return validate(payload) ? null : ajv.errorsText(validate.errors);
  };
  return {
    document,
    events,
    checkServerEvent: check(server, 'server event'),
    checkClientEvent: check(client, 'client event'),
    checkAck: check(acks, 'acknowledgement of'),
  };
}
