import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button, type ButtonVariant } from '../button/button';
import factLine from '../facts/fact-line.module.css';
import { BottomSheet } from './bottom-sheet';
import styles from './dialog.module.css';

type SummaryRow = {
  label: string;
  value: ReactNode;
  /** `up` and `down` colour the value as a gain or a loss. */
  tone?: 'up' | 'down';
};

type ConfirmSheetProps = {
  open: boolean;
  title: string;
  /** What the user is about to do, line by line (pair, side, amount, price, fee, total). */
  rows: SummaryRow[];
  /** A warning or consequence to read before confirming ("cannot be withdrawn once resold"). */
  notice?: ReactNode;
  /** Fields the action still needs (the fund password). */
  children?: ReactNode;
  confirmText?: string;
  variant?: ButtonVariant;
  loading?: boolean;
  /** Confirming is not possible yet (a required field inside is empty). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last look before an order, a purchase or a transfer: its summary, then confirm or cancel. */
export function ConfirmSheet({
  open,
  title,
  rows,
  notice,
  children,
  confirmText,
  variant = 'primary',
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmSheetProps) {
  const { t } = useTranslation('common');
  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      <dl className={styles.summary}>
        {rows.map((row) => (
          <div key={row.label} className={`${factLine.line} ${styles.summaryRow}`}>
            <dt>{row.label}</dt>
            <dd className={row.tone}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {notice && <p className={styles.notice}>{notice}</p>}
      {children}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={loading}>
          {t('actions.cancel')}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
          {confirmText ?? t('actions.confirm')}
        </Button>
      </div>
    </BottomSheet>
  );
}
