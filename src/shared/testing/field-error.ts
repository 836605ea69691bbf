import type { Schema } from 'yup';
import { formErrors } from '../lib/validation/form-errors';

/** The message Formik would show on one field, or undefined when it is valid. Used by the schema tests of the forms. */
export async function fieldError(schema: Schema, values: object, field: string): Promise<unknown> {
  return (await formErrors(schema, values))[field];
}
