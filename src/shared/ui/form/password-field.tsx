import { PasswordInput } from './password-input';
import type { TextFieldProps } from './text-field';
import { useContractLength } from './field-lengths';
import { useFieldError } from './use-field-error';

/** A Formik-bound password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { field, error } = useFieldError(props.name);
  const maxLength = useContractLength(props.name, props.maxLength);
  return <PasswordInput {...props} maxLength={maxLength} {...field} error={error} />;
}
