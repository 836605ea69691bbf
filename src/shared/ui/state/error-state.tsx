import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import styles from './state.module.css';

type ErrorStateProps = {
  /** Runs the failed request again. */
  onRetry?: () => void;
  retrying?: boolean;
  text?: string;
};

/** Shown when loading failed (the server's message, if any, was already shown as a toast). */
export function ErrorState({ onRetry, retrying = false, text }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="alert">
      <p>{text ?? t('list.loadFailed')}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry} loading={retrying}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
