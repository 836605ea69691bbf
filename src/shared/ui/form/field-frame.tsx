import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './field.module.css';

type FieldFrameProps = {
  inputId: string;
  label: string;
  error?: string;
  children: ReactNode;
};

/** Label, control box and inline error around one input. */
export function FieldFrame({ inputId, label, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>{children}</div>
      {error && <FieldError id={`${inputId}-error`} error={error} />}
    </div>
  );
}

export const errorProps = (inputId: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${inputId}-error` : undefined,
});
