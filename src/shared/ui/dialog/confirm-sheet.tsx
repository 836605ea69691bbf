import type { ReactNode } from 'react';
import factLine from '../facts/fact-line.module.css';
import { BottomSheet } from './bottom-sheet';
import { ConfirmActions, type ConfirmActionsProps } from './confirm-actions';
import styles from './dialog.module.css';

type SummaryRow = {
  label: string;
  value: ReactNode;
  /** `up` and `down` colour the value as a gain or a loss. */
  tone?: 'up' | 'down';
};

type ConfirmSheetProps = Omit<ConfirmActionsProps, 'cancelText' | 'cancelDisabled' | 'onCancel'> & {
  open: boolean;
  title: string;
  /** What the user is about to do, line by line (pair, side, amount, price, fee, total). */
  rows: SummaryRow[];
  /** A warning or consequence to read before confirming ("cannot be withdrawn once resold"). */
  notice?: ReactNode;
  /** Fields the action still needs (the fund password). */
  children?: ReactNode;
  onClose: () => void;
};

/**
 * The last look before an order, a purchase or a transfer: its summary, then confirm or cancel (cancelling waits
 * while the confirmed action runs).
 */
export function ConfirmSheet({ open, title, rows, notice, children, onClose, ...actions }: ConfirmSheetProps) {
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
      <ConfirmActions {...actions} cancelDisabled={actions.loading} onCancel={onClose} />
    </BottomSheet>
  );
}
