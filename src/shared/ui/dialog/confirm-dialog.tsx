import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Button, type ButtonVariant } from '../button/button';
import { useModal } from './use-modal';
import styles from './dialog.module.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Label of the confirm button ("Confirm" by default). */
  confirmText?: string;
  cancelText?: string;
  /** `danger` for destructive actions (log out, close all positions). */
  variant?: ButtonVariant;
  /** The confirmed action is running: the confirm button shows progress. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks the user to confirm an action. Escape or the backdrop cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  variant = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  const ref = useModal(open, onCancel);
  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={ref}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message && (
          <div id={messageId} className={styles.message}>
            {message}
          </div>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelText ?? t('actions.cancel')}
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={loading}>
            {confirmText ?? t('actions.confirm')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
