import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../lib/navigation/use-app-navigation';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  /** Shows a back button: the previous page, or the market tab when there is none. */
  back?: boolean;
  /** Actions at the right end. */
  right?: ReactNode;
};

export function PageHeader({ title, back = false, right }: PageHeaderProps) {
  const { t } = useTranslation('common');
  const navigation = useAppNavigation();
  return (
    <header className={styles.header}>
      <div>
        {back && (
          <button type="button" className={styles.back} onClick={navigation.back} aria-label={t('actions.back')}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}
