import { useFormikContext } from 'formik';
import { StrokeIcon } from '../../../shared/ui/icon/stroke-icon';
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
      <StrokeIcon size={18}>
        <path d="M7 7h13l-4-4M17 17H4l4 4" />
      </StrokeIcon>
    </button>
  );
}
