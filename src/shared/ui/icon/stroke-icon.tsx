import type { ReactNode } from 'react';

type StrokeIconProps = {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
  /** Rounds the ends and corners of every line, as the tab bar and the page header draw theirs. */
  rounded?: boolean;
  className?: string;
};

/** A decorative line icon on a 24 x 24 canvas, in the text colour; the control around it carries the name. */
export function StrokeIcon({ children, size = 20, strokeWidth = 2, rounded = false, className }: StrokeIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
