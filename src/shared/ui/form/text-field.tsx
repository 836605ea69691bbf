import type { HTMLAttributes, ReactNode } from 'react';
import { TextInput } from './text-input';
import { useContractLength } from './field-lengths';
import { useFieldError } from './use-field-error';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'url' | 'search' | 'datetime-local';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Where the typing stops; by default the contract's length of the field in the form's write (WriteForm). */
  maxLength?: number;
  disabled?: boolean;
  /** Control at the right end of the box (unit, toggle, button). */
  addon?: ReactNode;
};

/** A Formik-bound text input with its label and translated inline error. */
export function TextField(props: TextFieldProps) {
  const { field, error } = useFieldError(props.name);
  const maxLength = useContractLength(props.name, props.maxLength);
  return <TextInput {...props} maxLength={maxLength} {...field} error={error} />;
}
