import { useField, useFormikContext } from 'formik';

/**
 * The Formik error of a field once it should be shown: after the field was touched or a submit was tried.
 * Errors are i18n keys ('validation:passwordTooShort').
 */
export function useFieldError(name: string) {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, error };
}
