/**
 * The errors Formik would show for `values`: validates exactly as Formik does (empty strings count as
 * missing) and keeps the first message of each field. Used by the option order form and the schema tests.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { Schema } from 'yup';

export async function formErrors(schema: Schema, values: object): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as Record<string, unknown>;
  }
}
