import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { StrokeIcon } from '../icon/stroke-icon';
import { useModal } from './use-modal';
import styles from './dialog.module.css';

type BottomSheetProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** A panel rising from the bottom (pickers, choices). Closes on the backdrop, the close button and Escape. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const ref = useModal(open, onClose);
  if (!open) return null;
  return createPortal(
    <div
      className={`${styles.backdrop} ${styles.sheetBackdrop}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={ref} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
            <StrokeIcon>
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </StrokeIcon>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
