import { useFormikContext } from 'formik';
import styles from '../../../shared/ui/layout/form-page.module.css';

/** Swaps the values of two fields of the form (from and to). */
export function SwapButton({ first, second, label }: { first: string; second: string; label: string }) {
  const { values, setFieldValue } = useFormikContext<Record<string, string>>();
  const swap = () => {
    void setFieldValue(first, values[second]);
    void setFieldValue(second, values[first]);
  };
  return (
    <button type="button" className={styles.swap} onClick={swap} aria-label={label}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M7 7h13l-4-4M17 17H4l4 4" />
      </svg>
    </button>
  );
}
