import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorProps, FieldFrame } from '../../../shared/ui/form/field-frame';
import fieldStyles from '../../../shared/ui/form/field.module.css';
import { useFieldError } from '../../../shared/ui/form/use-field-error';
import styles from './copy.module.css';

type TextAreaFieldProps = { name: string; label: string; placeholder?: string; maxLength: number };

/** A Formik-bound text of a few lines, with how many of its characters are used. */
export function TextAreaField({ name, label, placeholder, maxLength }: TextAreaFieldProps) {
  const { t } = useTranslation('copy-trading');
  const id = useId();
  const { field, error } = useFieldError(name);
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
      <span className={styles.counter} aria-hidden="true">
        {t('apply.count', { count: value.length, max: maxLength })}
      </span>
    </FieldFrame>
  );
}
