import { useRouter } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListHomeMenu } from '../../../gen/api/content/content';
import { imageUrl } from '../../../shared/lib/image-url';
import { menuShortcuts } from '../lib/menu-shortcuts';
import styles from './home.module.css';

/** The shortcut grid the site configures (/menu), in its order, visible entries to pages the app has only. */
export function ShortcutMenu() {
  const { t } = useTranslation('home');
  const { routesByPath } = useRouter();
  const query = useListHomeMenu();
  const items = menuShortcuts(query.data ?? [], routesByPath);
  // one row's height is kept while the menu loads, so that the quotations below do not jump
  if (query.isPending) return <div className={`${styles.menu} ${styles.menuLoading}`} />;
  if (items.length === 0) return null;
  return (
    <nav className={styles.menu} aria-label={t('shortcuts')}>
      {items.map((item, index) => (
        <Link key={`${item.id}-${index}`} to={item.link} className={styles.menuItem}>
          <img src={imageUrl(item.icon)} alt="" width={32} height={32} loading="lazy" />
          <span>{item.name}</span>
        </Link>
      ))}
    </nav>
  );
}
