import { PasswordInput } from './password-input';
import type { TextFieldProps } from './text-field';
import { useFieldError } from './use-field-error';

/** A Formik-bound password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { field, error } = useFieldError(props.name);
  return <PasswordInput {...props} {...field} error={error} />;
}
