import type { Schema } from 'yup';

/** The message of the first rule a value breaks (the message key a form field shows), or null when it is valid. */
export const firstError = (schema: Schema, values: unknown) =>
  schema
    .validate(values)
    .then(() => null)
    .catch((error: Error) => error.message);
