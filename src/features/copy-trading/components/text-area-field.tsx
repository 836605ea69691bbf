import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorProps, FieldFrame } from '../../../shared/ui/form/field-frame';
import fieldStyles from '../../../shared/ui/form/field.module.css';
import { useContractLength } from '../../../shared/ui/form/field-lengths';
import { useFieldError } from '../../../shared/ui/form/use-field-error';
import styles from './copy.module.css';

/** The contract's length of the field in the form's write (WriteForm) gives its longest and its counter. */
type TextAreaFieldProps = { name: string; label: string; placeholder?: string };

/** A Formik-bound text of a few lines, with how many of its characters are used. */
export function TextAreaField({ name, label, placeholder }: TextAreaFieldProps) {
  const { t } = useTranslation('copy-trading');
  const id = useId();
  const { field, error } = useFieldError(name);
  const maxLength = useContractLength(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame inputId={id} label={label} error={error}>
      <textarea
        {...field}
        {...errorProps(id, error)}
        value={value}
        id={id}
        rows={4}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`${fieldStyles.input} ${styles.textarea}`}
      />
      {maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {t('apply.count', { count: value.length, max: maxLength })}
        </span>
      )}
    </FieldFrame>
  );
}
