import { useFormikContext } from 'formik';
import styles from './trade.module.css';

type FillPresetsProps = { name: string; label: string; values: string[]; format?: (value: string) => string };

/** Quick picks that write a preset value (lots, a stake) into a field of the form. */
export function FillPresets({ name, label, values, format = (value) => value }: FillPresetsProps) {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  if (values.length === 0) return null;
  return (
    <div className={styles.presets} role="group" aria-label={label}>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.preset}
          onClick={() => {
            void setFieldValue(name, value);
            void setFieldTouched(name, true, false);
          }}
        >
          {format(value)}
        </button>
      ))}
    </div>
  );
}
