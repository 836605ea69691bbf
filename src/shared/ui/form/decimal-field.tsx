import { useTranslation } from '../../i18n/use-translation';
import { TextField } from './text-field';
import { useFillField } from './use-fill-field';
import styles from './field.module.css';

type DecimalFieldProps = {
  name: string;
  label: string;
  placeholder?: string;
  /** Unit shown at the right end of the box ("USDT"). */
  unit?: string;
  /** The value the "All" button writes into the field (the available balance, cut to the precision). */
  all?: string;
  disabled?: boolean;
};

/**
 * A Formik-bound input for an amount, price or quantity: decimal keyboard, the unit beside the value and an
 * optional "All" button. The value stays the text the user typed (a decimal string); the form's rule checks it.
 */
export function DecimalField({ name, label, placeholder, unit, all, disabled }: DecimalFieldProps) {
  const { t } = useTranslation('money');
  const fill = useFillField(name);
  const addon = (
    <>
      {unit && <span className={styles.unit}>{unit}</span>}
      {all !== undefined && (
        <button
          type="button"
          className={styles.addon}
          disabled={disabled}
          aria-label={t('allOf', { label })}
          onClick={() => fill(all)}
        >
          {t('all')}
        </button>
      )}
    </>
  );
  return (
    <TextField
      name={name}
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      addon={addon}
    />
  );
}
