import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppNavigation } from '../../lib/navigation/use-app-navigation';
import { HeaderButton } from './header-button';
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
          <HeaderButton label={t('actions.back')} onClick={navigation.back}>
            <path d="M15 5l-7 7 7 7" />
          </HeaderButton>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}
