import { useTranslation } from '../../i18n/use-translation';
import { TIMING } from '../../config/constants';
import { useDelayedFlag } from '../../hooks/use-delayed-flag';
import { Spinner } from './spinner';
import styles from './spinner.module.css';

type DelayedSpinnerProps = {
  /** Whether something is loading; the indicator appears only after it has loaded for `delayMs`. */
  active?: boolean;
  delayMs?: number;
  /** Accessible name; "Loading" by default. */
  label?: string;
};

/** The app's loading indicator: shown only when loading takes longer than 800 ms. */
export function DelayedSpinner({
  active = true,
  delayMs = TIMING.loadingIndicatorDelayMs,
  label,
}: DelayedSpinnerProps) {
  const { t } = useTranslation('common');
  const shown = useDelayedFlag(active, delayMs);
  if (!shown) return null;
  return (
    <div className={styles.block} role="status" aria-label={label ?? t('loading')}>
      <Spinner />
    </div>
  );
}
