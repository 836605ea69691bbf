import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Work in progress: the button is disabled, marked busy and shows a spinner. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
  size?: 'normal' | 'small';
};

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  size = 'normal',
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block && styles.block, size === 'small' && styles.small, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
