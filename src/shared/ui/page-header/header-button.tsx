import type { ReactNode } from 'react';
import styles from './header-button.module.css';

type HeaderButtonProps = {
  /** Accessible name: the button shows an icon only. */
  label: string;
  onClick: () => void;
  /** The icon's shapes, drawn on a 24 x 24 stroked canvas. */
  children: ReactNode;
  strokeWidth?: number;
  /** Set when the button opens a dialog (a picker). */
  opensDialog?: boolean;
};

/** An icon button of the page header (back, language), with a 44 px touch target. */
export function HeaderButton({ label, onClick, children, strokeWidth = 2, opensDialog = false }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onClick}
      aria-label={label}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
