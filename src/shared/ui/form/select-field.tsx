import { useId } from 'react';
import { errorProps, FieldFrame } from './field-frame';
import type { FieldOption } from './field-option';
import { SelectOptions } from './select-options';
import { useFieldError } from './use-field-error';
import styles from './field.module.css';

type SelectFieldProps = {
  name: string;
  label: string;
  options: FieldOption[];
  /** Text of the empty first choice; without it the first option is preselected by the form's value. */
  placeholder?: string;
  disabled?: boolean;
};

/** A Formik-bound select with its label and translated inline error. */
export function SelectField({ name, label, options, placeholder, disabled }: SelectFieldProps) {
  const id = useId();
  const { field, error } = useFieldError(name);
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      <select
        {...field}
        {...errorProps(id, error)}
        value={field.value ?? ''}
        id={id}
        className={styles.input}
        disabled={disabled}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}
