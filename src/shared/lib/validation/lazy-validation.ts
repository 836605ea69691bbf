import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

/**
 * A Formik `validate` function whose yup schema is loaded on first use. The login screen is the first screen
 * most visitors see: keeping yup (about 13 KB gzip) out of its start-up JavaScript keeps it within its size
 * budget, and the schema is there long before the user has typed anything worth checking.
 */
export function lazyValidation<Values extends FormikValues>(loadSchema: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    schema ??= loadSchema();
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if ((error as ValidationError).name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
