import type { Schema, ValidationError } from 'yup';

/** The first message of each invalid field of a flat form, by field name. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** An empty box counts as a missing value, as Formik counts it, so that `required` fails on a cleared field. */
const emptyAsMissing = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === '' ? undefined : value]));

/**
 * A `validate` function for a flat form whose yup schema is loaded on first use. The login screen is the first
 * screen most visitors see: keeping yup (about 13 KB gzip) out of its start-up JavaScript keeps it within its
 * size budget, and the schema is there long before the user has typed anything worth checking.
 */
export function lazyValidation<Values extends Record<string, unknown>>(loadSchema: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async (values: Values): Promise<FieldErrors<Values>> => {
    schema ??= loadSchema().catch((error: unknown) => {
      schema = undefined; // a failed download is tried again at the next check
      throw error;
    });
    try {
      await (await schema).validate(emptyAsMissing(values), { abortEarly: false });
      return {};
    } catch (error) {
      if ((error as ValidationError).name !== 'ValidationError') throw error;
      const errors: Record<string, string> = {};
      const failures = (error as ValidationError).inner.length ? (error as ValidationError).inner : [error];
      for (const failure of failures as ValidationError[])
        if (failure.path && !(failure.path in errors)) errors[failure.path] = failure.message;
      return errors as FieldErrors<Values>;
    }
  };
}
