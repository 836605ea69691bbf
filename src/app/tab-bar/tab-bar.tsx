import { useRouterState } from '@tanstack/react-router';
import { Link } from '../../shared/ui/link/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import { TABS } from '../../shared/lib/navigation/tabs';
import { TabIcon } from './tab-icon';
import styles from './tab-bar.module.css';

export function TabBar() {
  const { t } = useTranslation(['common']);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activePath = pathname === '/' ? TABS[0].path : pathname;
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const active = activePath === tab.path;
        return (
          <Link
            key={tab.key}
            to={tab.path}
            replace
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
          >
            <TabIcon name={tab.icon} />
            <span>{t(tab.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
