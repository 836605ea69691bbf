import type { Schema } from 'yup';
import { parseMessage } from '../lib/validation/message-params';

/** The message of the first rule a value breaks (the message key a form field shows), or null when it is valid. */
export const firstError = (schema: Schema, values: unknown) =>
  schema
    .validate(values)
    .then(() => null)
    .catch((error: Error) => error.message);

/** The key of the first rule a value breaks, without the values it carries, or undefined when it is valid. */
export async function firstErrorKey(schema: Schema, values: unknown) {
  const message = await firstError(schema, values);
  return message === null ? undefined : parseMessage(message).key;
}
