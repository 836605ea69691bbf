import styles from './spinner.module.css';

/** A small turning ring; decorative (the caller announces what is loading). */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `${styles.spinner} ${className}` : styles.spinner} aria-hidden="true" />;
}
