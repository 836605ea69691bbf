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

/** The classes of a button of that look, for a link or anchor that should look like one too. */
export function buttonClassName({
  variant = 'primary',
  block = false,
  size = 'normal',
  className,
}: {
  variant?: ButtonVariant;
  block?: boolean;
  size?: 'normal' | 'small';
  className?: string;
} = {}): string {
  return [styles.button, styles[variant], block && styles.block, size === 'small' && styles.small, className]
    .filter(Boolean)
    .join(' ');
}

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
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, block, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
