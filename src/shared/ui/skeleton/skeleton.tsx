import { useTranslation } from '../../i18n/use-translation';
import { TIMING } from '../../config/constants';
import { useDelayedFlag } from '../../hooks/use-delayed-flag';
import styles from './skeleton.module.css';

/** What is loading, drawn in its own shape: rows of a list, or a block of labelled figures. */
export type SkeletonShape = 'list' | 'figures';

type SkeletonProps = {
  shape: SkeletonShape;
  /** Whether something is loading; the skeleton appears only after it has loaded for `delayMs`. */
  active?: boolean;
  delayMs?: number;
  /** How many rows or figures to draw. */
  count?: number;
};

const Bar = ({ className }: { className: string }) => <span className={`${styles.bar} ${className}`} />;

/**
 * The app's loading indicator for content: grey bars where the rows or figures will be, so the screen keeps its
 * layout while it loads. Like every loading indicator it appears only when loading takes longer than 800 ms
 * (specification section 9), and it reads as "Loading" to a screen reader.
 */
export function Skeleton({ shape, active = true, delayMs = TIMING.loadingIndicatorDelayMs, count }: SkeletonProps) {
  const { t } = useTranslation('common');
  const shown = useDelayedFlag(active, delayMs);
  if (!shown) return null;
  const items = Array.from({ length: count ?? (shape === 'list' ? 5 : 4) }, (_, index) => index);
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')} aria-busy="true" data-skeleton={shape}>
      {shape === 'list' ? (
        items.map((index) => (
          <div key={index} className={styles.row}>
            <span className={styles.lines}>
              <Bar className={styles.title} />
              <Bar className={styles.detail} />
            </span>
            <Bar className={styles.value} />
          </div>
        ))
      ) : (
        <div className={styles.figures}>
          {items.map((index) => (
            <span key={index} className={styles.figure}>
              <Bar className={styles.label} />
              <Bar className={styles.value} />
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
