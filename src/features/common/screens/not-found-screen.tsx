import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './not-found-screen.module.css';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className={styles.home}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
