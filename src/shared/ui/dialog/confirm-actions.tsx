import { useTranslation } from '../../i18n/use-translation';
import { Button, type ButtonVariant } from '../button/button';
import styles from './dialog.module.css';

export type ConfirmActionsProps = {
  /** Label of the confirm button ("Confirm" by default). */
  confirmText?: string;
  /** Label of the cancel button ("Cancel" by default). */
  cancelText?: string;
  /** `danger` for destructive actions (log out, close all positions). */
  variant?: ButtonVariant;
  /** The confirmed action is running: the confirm button shows progress. */
  loading?: boolean;
  cancelDisabled?: boolean;
  /** Confirming is not possible yet (a required field is empty). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The cancel and confirm buttons that close every confirmation, cancel first. */
export function ConfirmActions({
  confirmText,
  cancelText,
  variant = 'primary',
  loading = false,
  cancelDisabled = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmActionsProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelText ?? t('actions.cancel')}
      </Button>
      <Button variant={variant} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
        {confirmText ?? t('actions.confirm')}
      </Button>
    </div>
  );
}
