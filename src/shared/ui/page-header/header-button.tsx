import type { ReactNode } from 'react';
import { StrokeIcon } from '../icon/stroke-icon';
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
      <StrokeIcon size={22} strokeWidth={strokeWidth} rounded>
        {children}
      </StrokeIcon>
    </button>
  );
}
