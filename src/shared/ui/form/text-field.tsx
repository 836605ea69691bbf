import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { errorProps, FieldFrame } from './field-frame';
import { useFieldError } from './use-field-error';
import styles from './field.module.css';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'url' | 'search';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  disabled?: boolean;
  /** Control at the right end of the box (unit, toggle, button). */
  addon?: ReactNode;
};

/** A Formik-bound text input with its label and translated inline error. */
export function TextField({ name, label, type = 'text', addon, ...input }: TextFieldProps) {
  const id = useId();
  const { field, error } = useFieldError(name);
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      <input
        {...field}
        {...input}
        {...errorProps(id, error)}
        value={field.value ?? ''}
        id={id}
        type={type}
        className={styles.input}
      />
      {addon}
    </FieldFrame>
  );
}
