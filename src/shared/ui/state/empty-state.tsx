import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styles from './state.module.css';

/** Shown when a list or screen has nothing to show. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state}>
      <svg
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M8 16h32v24H8zM8 16l6-8h20l6 8M18 26h12" strokeLinejoin="round" />
      </svg>
      <p>{text ?? t('list.empty')}</p>
      {children}
    </div>
  );
}
