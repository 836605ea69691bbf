import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorProps, FieldFrame } from './field-frame';
import styles from './field.module.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> & {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'url' | 'search' | 'datetime-local';
  /** An i18n key ('validation:required'), shown translated under the box. */
  error?: string;
  /** Control at the right end of the box (unit, toggle, button). */
  addon?: ReactNode;
};

/** A text input with its label and translated inline error, bound to whatever state the caller keeps. */
export function TextInput({ label, type = 'text', error, addon, value, ...input }: TextInputProps) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      <input {...input} {...errorProps(id, error)} value={value ?? ''} id={id} type={type} className={styles.input} />
      {addon}
    </FieldFrame>
  );
}
