import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmActions, type ConfirmActionsProps } from './confirm-actions';
import { useModal } from './use-modal';
import styles from './dialog.module.css';

type ConfirmDialogProps = Omit<ConfirmActionsProps, 'cancelDisabled' | 'confirmDisabled'> & {
  open: boolean;
  title: string;
  message?: ReactNode;
};

/** Asks the user to confirm an action. Escape or the backdrop cancels. */
export function ConfirmDialog({ open, title, message, ...actions }: ConfirmDialogProps) {
  const { onCancel } = actions;
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
        <ConfirmActions {...actions} />
      </div>
    </div>,
    document.body,
  );
}
