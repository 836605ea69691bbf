/**
 * A validation message travels through yup and Formik as one string (an i18n key). Messages that need values
 * ("at least {{min}}") carry them after the key, so the field can translate them with their values.
 */
const SEPARATOR = '|';

export type MessageParams = Record<string, string | number>;

/** `validation:belowMinimum` with `{ min: '100' }` -> one string Formik can carry. */
export const withParams = (key: string, params: MessageParams): string => `${key}${SEPARATOR}${JSON.stringify(params)}`;

/** The key and its values, from a message written by `withParams` or a plain key. */
export function parseMessage(message: string): { key: string; params?: MessageParams } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message };
  try {
    return { key: message.slice(0, at), params: JSON.parse(message.slice(at + 1)) as MessageParams };
  } catch {
    return { key: message };
  }
}
